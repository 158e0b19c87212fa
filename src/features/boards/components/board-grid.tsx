import { useInfiniteQuery } from '@tanstack/react-query'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '#components/ui/list-states'
import { Loader, Skeleton } from '#components/ui/loader'
import { t } from '#i18n/en-boards'
import { uniqueById } from '#lib/paging'
import { boardQueries, type BoardListFilters } from '../api/board-queries'
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
 * The /boards grid (docs/behaviour.md#boards): board cards page by page with "Load more", each
 * board once however the pages overlap, and a search (`query`) and `filter` from the URL.
 */
export function BoardGrid({ query, filter }: BoardListFilters) {
  const boards = useInfiniteQuery(boardQueries.list({ query, filter }))

  if (boards.isPending) return <GridSkeleton />

  if (boards.isError && !boards.data) {
    return (
      <ListErrorState
        icon="alert"
        message={t('boards_error')}
        titleClassName={styles.stateTitle}
        retryLabel={t('feed_retry')}
        onRetry={() => void boards.refetch()}
      />
    )
  }

  const list = uniqueById(boards.data)
  if (list.length === 0) {
    return (
      <ListEmptyState
        icon="film"
        title={query ? t('boards_empty_search_title') : t('boards_empty_title')}
        titleClassName={styles.stateTitle}
      >
        {query ? t('boards_empty_search_text', { query }) : t('boards_empty_text')}
      </ListEmptyState>
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
      <LoadMoreFooter
        pages={boards}
        loadMoreLabel={t('feed_load_more')}
        retryLabel={t('feed_retry')}
        errorMessage={t('boards_error')}
        endText={t('boards_end')}
      />
    </>
  )
}
