import { useRef, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '../../../components/ui/list-states'
import { Loader, Skeleton } from '../../../components/ui/loader'
import { t } from '../../../i18n/en-content'
import { boardQueries, uniqueById, type BoardPost } from '../api/board-queries'
import { useMasonry } from '../lib/use-masonry'
import * as gridStyles from './board-grid.css'
import * as styles from './board-posts.css'

export interface BoardPostsProps {
  slug: string
  /**
   * Draws one post. A slot: the post card belongs to the posts feature, and features do not
   * import each other, so the route hands it in.
   */
  renderPost: (post: BoardPost) => ReactNode
  /** Offered under the empty state (the route's "Post in this board"). */
  emptyAction?: ReactNode
}

function PostsSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <Loader label={t('board_posts_loading')} className={styles.loader} />
      {[0, 1].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton shape="circle" width="2rem" height="2rem" />
          <Skeleton width="70%" height="1.5rem" />
          <Skeleton width="100%" height="6rem" />
        </div>
      ))}
    </div>
  )
}

/** A board's posts in a masonry layout with "Load more" (spec §2 /board/{board_slug}). */
export function BoardPosts({ slug, renderPost, emptyAction }: BoardPostsProps) {
  const posts = useInfiniteQuery(boardQueries.posts(slug))
  const listRef = useRef<HTMLOListElement>(null)
  const list = uniqueById(posts.data)
  useMasonry(listRef, list.length)

  let content: ReactNode
  if (posts.isPending) {
    content = <PostsSkeleton />
  } else if (posts.isError && !posts.data) {
    content = (
      <ListErrorState
        icon="alert"
        message={t('feed_error')}
        titleClassName={gridStyles.stateTitle}
        retryLabel={t('feed_retry')}
        onRetry={() => void posts.refetch()}
      />
    )
  } else if (list.length === 0) {
    content = (
      <ListEmptyState
        icon="film"
        title={t('board_posts_empty_title')}
        titleClassName={gridStyles.stateTitle}
        action={emptyAction}
      >
        {t('board_posts_empty_text')}
      </ListEmptyState>
    )
  } else {
    content = (
      <>
        <ol ref={listRef} className={styles.list} aria-labelledby="board-posts-title">
          {list.map((post) => (
            <li key={post.id} className={styles.cell}>
              <div className={styles.cellContent}>{renderPost(post)}</div>
            </li>
          ))}
        </ol>
        <LoadMoreFooter
          pages={posts}
          loadMoreLabel={t('feed_load_more')}
          retryLabel={t('feed_retry')}
          errorMessage={t('feed_error')}
          endText={t('feed_end')}
        />
      </>
    )
  }

  return (
    <section className={styles.section} aria-labelledby="board-posts-title">
      <h2 id="board-posts-title" className={styles.title}>
        {t('board_posts_title')}
      </h2>
      {content}
    </section>
  )
}
