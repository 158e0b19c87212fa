import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Icon } from '../../../components/ui/icon'
import { Loader, Skeleton } from '../../../components/ui/loader'
import { t } from '../../../i18n/en-content'
import { boardQueries, uniqueById, type BoardListFilters } from '../api/board-queries'
import { BoardCard } from './board-card'
import * as styles from './board-grid.css'

/** Card shapes while page 1 loads, announced once. */
function GridSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true">
      <Loader label={t('boards_loading')} className={styles.loader} />
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton className={styles.skeletonMedia} />
          <Skeleton width="60%" height="1.5rem" className={styles.skeletonLine} />
          <Skeleton width="40%" height="1rem" className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  )
}

/**
 * The /boards grid (spec §2): board cards page by page with "Load more", each board once however
 * the pages overlap, and a search (`query`) and `filter` from the URL.
 */
export function BoardGrid({ query, filter }: BoardListFilters) {
  const boards = useInfiniteQuery(boardQueries.list({ query, filter }))

  if (boards.isPending) return <GridSkeleton />

  if (boards.isError && !boards.data) {
    return (
      <div className={styles.state} role="alert">
        <Icon name="alert" size={32} className={styles.stateIcon} />
        <p className={styles.stateTitle}>{t('boards_error')}</p>
        <Button variant="primary" onPress={() => void boards.refetch()}>
          {t('feed_retry')}
        </Button>
      </div>
    )
  }

  const list = uniqueById(boards.data)
  if (list.length === 0) {
    return (
      <div className={styles.state}>
        <Icon name="film" size={32} className={styles.stateIcon} />
        <p className={styles.stateTitle}>
          {query ? t('boards_empty_search_title') : t('boards_empty_title')}
        </p>
        <p className={styles.stateText}>
          {query ? t('boards_empty_search_text', { query }) : t('boards_empty_text')}
        </p>
      </div>
    )
  }

  return (
    <>
      <ul className={styles.grid} aria-label={t('boards_grid_label')}>
        {list.map((board) => (
          <li key={board.id} className={styles.cell}>
            <BoardCard board={board} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {boards.isFetchNextPageError && (
          <FormMessage tone="danger" announce>
            {t('boards_error')}
          </FormMessage>
        )}
        {boards.hasNextPage ? (
          <Button
            variant="secondary"
            isPending={boards.isFetchingNextPage}
            // One press, one page: a second press while a page is on its way joins that request.
            onPress={() => void boards.fetchNextPage({ cancelRefetch: false })}
          >
            {boards.isFetchNextPageError ? t('feed_retry') : t('feed_load_more')}
          </Button>
        ) : (
          <p className={styles.end}>{t('boards_end')}</p>
        )}
      </div>
    </>
  )
}
