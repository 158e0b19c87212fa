import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Icon } from '../../../components/ui/icon'
import { Loader, Skeleton } from '../../../components/ui/loader'
import { t } from '../../../i18n/en-content'
import { profileQueries, uniqueProfiles } from '../api/profile-queries'
import { ProfileCard } from './profile-card'
import * as styles from './profile-list.css'
import * as states from './profile-states.css'

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
 * The members matching `query` (spec §2 "Profiles page"), page by page with "Load more": each
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
      <div className={states.state} role="alert">
        <Icon name="alert" size={32} className={states.stateIcon} />
        <p className={states.stateTitle}>{t('profiles_error')}</p>
        <Button variant="primary" onPress={() => void profiles.refetch()}>
          {t('profiles_retry')}
        </Button>
      </div>
    )
  }

  const list = uniqueProfiles(profiles.data)
  if (list.length === 0) {
    return (
      <div className={states.state}>
        <Icon name="user" size={32} className={states.stateIcon} />
        <p className={states.stateTitle}>{t('profiles_empty_title')}</p>
        <p className={states.stateText}>
          {query ? t('profiles_empty_search_text', { query }) : t('profiles_empty_text')}
        </p>
      </div>
    )
  }

  function loadMore() {
    // A second press while a page is on its way joins that request: one press, one page.
    void profiles.fetchNextPage({ cancelRefetch: false })
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
      <div className={styles.more}>
        {profiles.isFetchNextPageError && (
          <FormMessage tone="danger" announce>
            {t('profiles_error')}
          </FormMessage>
        )}
        {profiles.hasNextPage ? (
          <Button variant="secondary" isPending={profiles.isFetchingNextPage} onPress={loadMore}>
            {profiles.isFetchNextPageError ? t('profiles_retry') : t('profiles_load_more')}
          </Button>
        ) : (
          <p className={styles.end}>{t('profiles_end')}</p>
        )}
      </div>
    </>
  )
}
