import { useRef, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Icon } from '../../../components/ui/icon'
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
      <div className={gridStyles.state} role="alert">
        <Icon name="alert" size={32} className={gridStyles.stateIcon} />
        <p className={gridStyles.stateTitle}>{t('feed_error')}</p>
        <Button variant="primary" onPress={() => void posts.refetch()}>
          {t('feed_retry')}
        </Button>
      </div>
    )
  } else if (list.length === 0) {
    content = (
      <div className={gridStyles.state}>
        <Icon name="film" size={32} className={gridStyles.stateIcon} />
        <p className={gridStyles.stateTitle}>{t('board_posts_empty_title')}</p>
        <p className={gridStyles.stateText}>{t('board_posts_empty_text')}</p>
        {emptyAction}
      </div>
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
        <div className={gridStyles.more}>
          {posts.isFetchNextPageError && (
            <FormMessage tone="danger" announce>
              {t('feed_error')}
            </FormMessage>
          )}
          {posts.hasNextPage ? (
            <Button
              variant="secondary"
              isPending={posts.isFetchingNextPage}
              onPress={() => void posts.fetchNextPage({ cancelRefetch: false })}
            >
              {posts.isFetchNextPageError ? t('feed_retry') : t('feed_load_more')}
            </Button>
          ) : (
            <p className={gridStyles.end}>{t('feed_end')}</p>
          )}
        </div>
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
