import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListPicture } from '#components/ui/deferred-picture'
import { Icon } from '#components/ui/icon'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '#components/ui/list-states'
import { Loader, Skeleton } from '#components/ui/loader'
import { t } from '#i18n/en-content'
import { onDemand } from '#lib/on-demand'
import { uniqueById } from '#lib/paging'
import { safeUrl } from '#lib/safe-url'
import type { Post, postQueries } from '../api/post-queries'
import { skipOffscreenOnceLaidOut } from '../lib/skip-offscreen'
import { useMasonry } from '../lib/use-masonry'
import { POST_ID_ATTRIBUTE, VIRTUAL_FROM } from '../lib/long-list'
import { PostCard } from './post-card'
import * as styles from './post-feed.css'
import * as gridStyles from './post-grid.css'

/** Any paged list of posts from the factory: a feed, a member's, a group's, a board's, a search. */
export type PostListSource = ReturnType<
  | typeof postQueries.feed
  | typeof postQueries.byProfile
  | typeof postQueries.byGroup
  | typeof postQueries.byBoard
  | typeof postQueries.search
>

/**
 * How the posts are laid out: `list` one card under another (the feeds, a profile, a group),
 * `masonry` cards in two columns that fill the gaps (a board), `grid` square picture
 * tiles that open the post (/grid, docs/behaviour.md#posts-and-feeds).
 */
export type PostFeedLayout = 'list' | 'masonry' | 'grid'

export interface PostFeedProps {
  source: PostListSource
  layout?: PostFeedLayout
  /** The signed-in member's profile id, or null for a visitor (who may read, not act). */
  viewerId?: number | null
  /** The id of the heading that names the list; without one the list is called "Posts". */
  labelledBy?: string
  /** h2 in a feed; h3 where the page already has section headings. */
  headingLevel?: 2 | 3
  /** What an empty list says, when the default ("Nothing here yet") does not fit. */
  emptyTitle?: string
  /** The explanation under it, when the default ("Be the first…") does not fit. */
  emptyText?: string
  /** Offered under the empty state (for example "Post in this board"). */
  emptyAction?: ReactNode
  renderThread?: (post: Post) => ReactNode
  /** After the author deleted one of the posts. */
  onDeleted?: (post: Post) => void
}

/** What fills the list's place while page 1 loads: shapes of what will come, announced once. */
function FeedSkeleton({ layout }: { layout: PostFeedLayout }) {
  if (layout === 'grid') {
    return (
      <div aria-busy="true" className={gridStyles.grid}>
        <Loader label={t('feed_loading_more')} className={gridStyles.loader} />
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} className={gridStyles.tileSkeleton} />
        ))}
      </div>
    )
  }
  const cards = layout === 'masonry' ? [0, 1] : [0, 1, 2]
  const className = layout === 'masonry' ? styles.masonry : styles.list
  return (
    <div className={className} aria-busy="true">
      <Loader label={t('feed_loading_more')} className={styles.loader} />
      {cards.map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton shape="circle" width="2rem" height="2rem" />
          <Skeleton width="70%" height="1.5rem" />
          <Skeleton width="100%" height={layout === 'masonry' ? '6rem' : '4rem'} />
        </div>
      ))}
    </div>
  )
}

/**
 * The long-list component, which a list switches to at VIRTUAL_FROM posts. Its code is fetched once
 * a list is half that long, so that it is there when needed: the feeds of a normal visit never
 * download it, and until it is in (or if it cannot be fetched) the list stays as it is.
 */
const VirtualPostList = onDemand(() =>
  import('./virtual-post-list').then((module) => module.VirtualPostList),
)

/** The grid's first row on a phone: the page's main pictures, asked for first. */
const LEAD_TILES = 2

/**
 * A square tile of a post with a picture: title and counts on it for who cannot see it. A `lead`
 * tile's picture is one of the page's main pictures; the others wait until they come near.
 */
function PostTile({ post, image, lead }: { post: Post; image: string; lead: boolean }) {
  return (
    <Link to="/post/$postSlug" params={{ postSlug: post.slug }} className={gridStyles.tile}>
      <ListPicture
        isLead={lead}
        src={image}
        alt=""
        width={400}
        height={400}
        decoding="async"
        className={gridStyles.image}
      />
      <span className={gridStyles.caption}>
        <span className={gridStyles.captionTitle}>{post.title}</span>
        <span className={gridStyles.captionMeta} aria-hidden="true">
          <span className={gridStyles.stat}>
            <Icon name="arrow-up" size={14} />
            {post.votes.upvotes}
          </span>
          <span className={gridStyles.stat}>
            <Icon name="comment" size={14} />
            {post.num_comments}
          </span>
        </span>
      </span>
    </Link>
  )
}

/**
 * Every list of posts (the feeds, /grid, a profile's, a group's and a board's posts): cards
 * page by page with "Load more" (docs/behaviour.md#lists-and-paging), each post once however the
 * pages overlap, with one loading, empty and error state.
 */
export function PostFeed({
  source,
  layout = 'list',
  viewerId = null,
  labelledBy,
  headingLevel,
  emptyTitle,
  emptyText,
  emptyAction,
  renderThread,
  onDeleted,
}: PostFeedProps) {
  const posts = useInfiniteQuery(source)
  // The first page's cards render after the update that brought them, as a deferred render React
  // splits into 5 ms slices: on a board (whose posts arrive after the page is up) that update was
  // one task of about 100 ms on a throttled phone (Chromium at 4x CPU). A list that mounts with
  // its posts already in shows them at once; later pages ("Load more") are not deferred.
  const firstPageShown = useDeferredValue(posts.data !== undefined)
  // Once per answer, not per render: a press of "Load more" renders the feed twice before its page
  // is painted (loading, the page in), and with 1,000 posts each pass went over all of them.
  const list = useMemo(() => uniqueById(posts.data), [posts.data])
  // Only posts with a picture that passes the allow-list make a tile.
  const tiles = useMemo(
    () =>
      layout === 'grid'
        ? list.flatMap((post) => {
            const image = safeUrl(post.image)
            return image ? [{ post, image }] : []
          })
        : [],
    [layout, list],
  )
  const shownCount = layout === 'grid' ? tiles.length : list.length
  const masonryRef = useMasonry(shownCount)
  const plainListRef = useRef<HTMLOListElement>(null)
  const wantsVirtualList = layout === 'list' && list.length >= VIRTUAL_FROM / 2
  const hasVirtualList = VirtualPostList.useIsLoaded()
  useEffect(() => {
    // Offline, the list stays as it is, and the next page of posts asks again.
    if (wantsVirtualList && !hasVirtualList) VirtualPostList.load().catch(() => {})
  }, [wantsVirtualList, hasVirtualList, list.length])

  if (posts.isError && !posts.data) {
    return (
      <ListErrorState
        message={t('feed_error')}
        retryLabel={t('feed_retry')}
        onRetry={() => void posts.refetch()}
      />
    )
  }

  if (posts.isPending || !firstPageShown) return <FeedSkeleton layout={layout} />

  if (shownCount === 0) {
    return (
      <ListEmptyState
        icon={layout === 'grid' ? 'image' : 'film'}
        title={emptyTitle ?? t('feed_empty_title')}
        action={emptyAction}
      >
        {emptyText ?? t('feed_empty_text')}
      </ListEmptyState>
    )
  }

  const label = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': t('feed_label') }
  const card = (post: Post) => (
    <PostCard
      post={post}
      viewerId={viewerId}
      headingLevel={headingLevel}
      renderThread={renderThread}
      onDeleted={onDeleted}
    />
  )

  return (
    <>
      {layout === 'grid' ? (
        <ul className={gridStyles.grid} {...label}>
          {tiles.map(({ post, image }, index) => (
            <li key={post.id} className={gridStyles.cell}>
              <PostTile post={post} image={image} lead={index < LEAD_TILES} />
            </li>
          ))}
        </ul>
      ) : layout === 'masonry' ? (
        <ol ref={masonryRef} className={styles.masonry} {...label}>
          {list.map((post) => (
            <li key={post.id} className={styles.item}>
              <div className={styles.masonryContent}>{card(post)}</div>
            </li>
          ))}
        </ol>
      ) : hasVirtualList && list.length >= VIRTUAL_FROM ? (
        <VirtualPostList posts={list} renderCard={card} replacing={plainListRef} {...label} />
      ) : (
        <ol ref={plainListRef} className={styles.list} {...label}>
          {list.map((post) => (
            <li
              key={post.id}
              ref={skipOffscreenOnceLaidOut}
              className={styles.listItem}
              {...{ [POST_ID_ATTRIBUTE]: post.id }}
            >
              {card(post)}
            </li>
          ))}
        </ol>
      )}
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
