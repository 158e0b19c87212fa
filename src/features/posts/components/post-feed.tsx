import type { ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '../../../components/ui/list-states'
import { Loader, Skeleton } from '../../../components/ui/loader'
import { t } from '../../../i18n/en-content'
import { postQueries, uniquePosts, type Post, type PostFeed as Feed } from '../api/post-queries'
import { PostCard } from './post-card'
import * as styles from './post-feed.css'

/** Any paged list of posts from the factory: a feed, or one member's posts. */
export type PostListSource =
  ReturnType<typeof postQueries.feed> | ReturnType<typeof postQueries.byProfile>

export interface PostFeedProps {
  /** A discussion feed… */
  feed?: Feed
  query?: string
  /** …or any other list of posts (one member's), instead of `feed`. */
  source?: PostListSource
  /** What an empty list says, when the default ("Be the first…") does not fit. */
  emptyText?: string
  viewerId: number | null
  renderThread?: (post: Post) => ReactNode
  /** After the author deleted one of the posts. */
  onDeleted?: (post: Post) => void
}

/** What fills the list's place while page 1 loads: card shapes, announced once. */
function FeedSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <Loader label={t('feed_loading_more')} className={styles.loader} />
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton shape="circle" width="2rem" height="2rem" />
          <Skeleton width="70%" height="1.5rem" />
          <Skeleton width="100%" height="4rem" />
        </div>
      ))}
    </div>
  )
}

/**
 * A discussion feed (spec §2 /top, /trending, /new): cards page by page with "Load more"
 * (spec §4: later pages are appended), each post once however the pages overlap.
 */
export function PostFeed({
  feed = 'new',
  query,
  source,
  emptyText,
  viewerId,
  renderThread,
  onDeleted,
}: PostFeedProps) {
  const posts = useInfiniteQuery(source ?? postQueries.feed(feed, query))

  if (posts.isPending) return <FeedSkeleton />

  if (posts.isError && !posts.data) {
    return (
      <ListErrorState
        message={t('feed_error')}
        retryLabel={t('feed_retry')}
        onRetry={() => void posts.refetch()}
      />
    )
  }

  const list = uniquePosts(posts.data)
  if (list.length === 0) {
    return (
      <ListEmptyState icon="film" title={t('feed_empty_title')}>
        {query ? t('feed_empty_search_text', { query }) : (emptyText ?? t('feed_empty_text'))}
      </ListEmptyState>
    )
  }

  return (
    <>
      <ol className={styles.list} aria-label={t('feed_label')}>
        {list.map((post) => (
          <li key={post.id} className={styles.item}>
            <PostCard
              post={post}
              viewerId={viewerId}
              renderThread={renderThread}
              onDeleted={onDeleted}
            />
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
