import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Icon } from '../../../components/ui/icon'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '../../../components/ui/list-states'
import { Loader, Skeleton } from '../../../components/ui/loader'
import { t } from '../../../i18n/en-content'
import { safeUrl } from '../../../lib/safe-url'
import { postQueries, uniquePosts } from '../api/post-queries'
import * as styles from './post-grid.css'

/**
 * /grid (spec §2 "Image-only posts in a grid (Feed)"): the `visual` feed as square tiles that
 * open the post, with the title and votes on the tile for people who cannot see the picture.
 */
export function PostGrid({ query }: { query?: string }) {
  const posts = useInfiniteQuery(postQueries.feed('visual', query))

  if (posts.isPending) {
    return (
      <div aria-busy="true" className={styles.grid}>
        <Loader label={t('feed_loading_more')} className={styles.loader} />
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} className={styles.tileSkeleton} />
        ))}
      </div>
    )
  }

  if (posts.isError && !posts.data) {
    return (
      <ListErrorState
        message={t('feed_error')}
        retryLabel={t('feed_retry')}
        onRetry={() => void posts.refetch()}
      />
    )
  }

  // Only posts with a picture that passes the allow-list make a tile.
  const tiles = uniquePosts(posts.data).flatMap((post) => {
    const image = safeUrl(post.image)
    return image ? [{ post, image }] : []
  })

  if (tiles.length === 0) {
    return (
      <ListEmptyState icon="image" title={t('feed_empty_title')}>
        {query ? t('feed_empty_search_text', { query }) : t('feed_empty_text')}
      </ListEmptyState>
    )
  }

  return (
    <>
      <ul className={styles.grid} aria-label={t('feed_label')}>
        {tiles.map(({ post, image }) => (
          <li key={post.id} className={styles.cell}>
            <Link to="/post/$postSlug" params={{ postSlug: post.slug }} className={styles.tile}>
              <img
                src={image}
                alt=""
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
              <span className={styles.caption}>
                <span className={styles.captionTitle}>{post.title}</span>
                <span className={styles.captionMeta} aria-hidden="true">
                  <span className={styles.stat}>
                    <Icon name="arrow-up" size={14} />
                    {post.votes.upvotes}
                  </span>
                  <span className={styles.stat}>
                    <Icon name="comment" size={14} />
                    {post.num_comments}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
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
