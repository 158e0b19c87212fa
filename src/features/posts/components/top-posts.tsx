import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Skeleton } from '../../../components/ui/loader'
import { t } from '../../../i18n/en-content'
import { postQueries, uniquePosts } from '../api/post-queries'
import * as styles from './top-posts.css'

const SHOWN = 5

/**
 * "Top Posts" beside a post (spec §2): the first page of the top-voted feed, the same cache
 * entry /top uses, without the post being read.
 */
export function TopPosts({ exceptId }: { exceptId?: number }) {
  const posts = useInfiniteQuery(postQueries.feed('top-voted'))
  if (posts.isError) return null
  const list = uniquePosts(posts.data)
    .filter((post) => post.id !== exceptId)
    .slice(0, SHOWN)
  return (
    <section className={styles.panel} aria-labelledby="top-posts-title">
      <h2 id="top-posts-title" className={styles.title}>
        {t('side_top_posts')}
      </h2>
      {posts.isPending ? (
        <div aria-busy="true" className={styles.list}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} width="100%" height="2.5rem" />
          ))}
        </div>
      ) : (
        <ol className={styles.list}>
          {list.map((post) => (
            <li key={post.id}>
              <Link to="/post/$postSlug" params={{ postSlug: post.slug }} className={styles.item}>
                <span className={styles.name}>{post.title}</span>
                <span className={styles.count}>
                  {t('side_post_upvotes', { count: post.votes.upvotes })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
