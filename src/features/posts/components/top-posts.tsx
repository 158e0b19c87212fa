import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cx } from '#components/ui/class-names'
import { SidePanel, sidePanelLinkClass } from '#components/ui/list-states'
import { t } from '#i18n/en-content'
import { uniqueById } from '#lib/paging'
import { postQueries } from '../api/post-queries'
import * as styles from './top-posts.css'

const SHOWN = 5

/**
 * "Top Posts" beside a post (docs/behaviour.md#posts-and-feeds): the first page of the top-voted
 * feed, the same cache entry /top uses, without the post being read.
 */
export function TopPosts({ exceptId }: { exceptId?: number }) {
  const posts = useInfiniteQuery(postQueries.feed('top-voted'))
  if (posts.isError) return null
  const list = uniqueById(posts.data)
    .filter((post) => post.id !== exceptId)
    .slice(0, SHOWN)
  return (
    <SidePanel
      title={t('side_top_posts')}
      isPending={posts.isPending}
      // Measured at 375 and 1280 px: a row is 84 px (two title lines, the count, the padding).
      placeholderRows={{ count: SHOWN, height: '5.25rem' }}
    >
      {list.map((post) => (
        <li key={post.id}>
          <Link
            to="/post/$postSlug"
            params={{ postSlug: post.slug }}
            className={cx(sidePanelLinkClass, styles.item)}
          >
            <span className={styles.name}>{post.title}</span>
            <span className={styles.count}>
              {t('side_post_upvotes', { count: post.votes.upvotes })}
            </span>
          </Link>
        </li>
      ))}
    </SidePanel>
  )
}
