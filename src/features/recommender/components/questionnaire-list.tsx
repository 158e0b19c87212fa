import { useInfiniteQuery } from '@tanstack/react-query'
import { FormMessage } from '#components/ui/form-message'
import { Icon } from '#components/ui/icon'
import { Loader, Skeleton } from '#components/ui/loader'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/en-community'
import { loadNextPage, uniqueById } from '#lib/paging'
import { recommenderQueries } from '../api/recommender-queries'
import { QuestionnaireCard } from './questionnaire-card'
import * as styles from './recommender-directory.css'

function ListSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true">
      <Loader label={t('recommender_loading')} className={styles.loader} />
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton width="100%" height="5.5rem" />
          <div className={styles.skeletonBody}>
            <Skeleton width="40%" height="1rem" />
            <Skeleton width="80%" height="1.75rem" />
            <Skeleton width="60%" height="1rem" />
          </div>
        </div>
      ))}
    </div>
  )
}

/**
 * The film finders matching `query` (docs/behaviour.md#recommender), page by page with "Load more":
 * each questionnaire once however the pages overlap, and one page per press however fast.
 */
export function QuestionnaireList({ query }: { query?: string }) {
  const questionnaires = useInfiniteQuery({
    ...recommenderQueries.list(query),
    // The loader already tried (with retries); a failed list waits for "Try again" instead of
    // trying again the moment the page mounts.
    retryOnMount: false,
  })

  if (questionnaires.isPending) return <ListSkeleton />

  if (questionnaires.isError && !questionnaires.data) {
    return (
      <div className={styles.state} role="alert">
        <Icon name="alert" size={32} className={styles.stateIcon} />
        <p className={styles.stateTitle}>{t('recommender_error')}</p>
        <NativeButton variant="primary" onClick={() => void questionnaires.refetch()}>
          {t('recommender_retry')}
        </NativeButton>
      </div>
    )
  }

  const list = uniqueById(questionnaires.data)
  if (list.length === 0) {
    return (
      <div className={styles.state}>
        <Icon name="film" size={32} className={styles.stateIcon} />
        <p className={styles.stateTitle}>{t('recommender_empty_title')}</p>
        <p className={styles.stateText}>
          {query ? t('recommender_empty_search_text', { query }) : t('recommender_empty_text')}
        </p>
      </div>
    )
  }

  return (
    <>
      <ul className={styles.grid} aria-label={t('recommender_list_label')}>
        {list.map((questionnaire, index) => (
          <li key={questionnaire.id} className={styles.item}>
            <QuestionnaireCard questionnaire={questionnaire} index={index} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {questionnaires.isFetchNextPageError && (
          <FormMessage tone="danger" announce>
            {t('recommender_error')}
          </FormMessage>
        )}
        {questionnaires.hasNextPage ? (
          <NativeButton
            variant="secondary"
            isPending={questionnaires.isFetchingNextPage}
            onClick={() => void loadNextPage(questionnaires)}
          >
            {questionnaires.isFetchNextPageError
              ? t('recommender_retry')
              : t('recommender_load_more')}
          </NativeButton>
        ) : (
          <p className={styles.end}>{t('recommender_end')}</p>
        )}
      </div>
    </>
  )
}
