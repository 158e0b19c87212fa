import { useInfiniteQuery } from '@tanstack/react-query'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '#components/ui/list-states'
import { Loader, Skeleton } from '#components/ui/loader'
import { t } from '#i18n/en-community'
import { uniqueById } from '#lib/paging'
import { profileQueries } from '../api/profile-queries'
import { ProfileCard } from './profile-card'
import * as styles from './profile-list.css'

function ListSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true">
      <Loader label={t('profiles_loading')} className={styles.loader} />
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton shape="circle" width="4rem" height="4rem" />
          <Skeleton width="60%" height="1.5rem" />
          <Skeleton width="100%" height="3rem" />
        </div>
      ))}
    </div>
  )
}

/**
 * The members matching `query` (docs/behaviour.md#profiles), page by page with "Load more": each
 * member once however the pages overlap, and one page per press however fast it is pressed.
 */
export function ProfileList({ query }: { query?: string }) {
  const profiles = useInfiniteQuery({
    ...profileQueries.list(query),
    // The loader already tried (with retries); a failed list waits for the member's "Try again"
    // instead of trying three more times the moment the page mounts.
    retryOnMount: false,
  })

  if (profiles.isPending) return <ListSkeleton />

  if (profiles.isError && !profiles.data) {
    return (
      <ListErrorState
        icon="alert"
        message={t('profiles_error')}
        retryLabel={t('profiles_retry')}
        onRetry={() => void profiles.refetch()}
      />
    )
  }

  const list = uniqueById(profiles.data)
  if (list.length === 0) {
    return (
      <ListEmptyState icon="user" title={t('profiles_empty_title')}>
        {query ? t('profiles_empty_search_text', { query }) : t('profiles_empty_text')}
      </ListEmptyState>
    )
  }

  return (
    <>
      <ul className={styles.grid} aria-label={t('profiles_list_label')}>
        {list.map((profile) => (
          <li key={profile.id} className={styles.item}>
            <ProfileCard profile={profile} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        pages={profiles}
        loadMoreLabel={t('profiles_load_more')}
        retryLabel={t('profiles_retry')}
        errorMessage={t('profiles_error')}
        endText={t('profiles_end')}
      />
    </>
  )
}
