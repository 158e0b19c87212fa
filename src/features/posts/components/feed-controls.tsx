import { Link } from '@tanstack/react-router'
import { t } from '#i18n/en-content'
import * as styles from './feed-controls.css'

export type DiscussionRoute = '/new' | '/top' | '/trending'

const SORTS: {
  to: DiscussionRoute
  key: 'feed_sort_new' | 'feed_sort_top' | 'feed_sort_trending'
}[] = [
  { to: '/new', key: 'feed_sort_new' },
  { to: '/top', key: 'feed_sort_top' },
  { to: '/trending', key: 'feed_sort_trending' },
]

export interface FeedControlsProps {
  /** The page showing: a discussion ordering, or the image grid. */
  current: DiscussionRoute | '/grid'
  query?: string
}

/** Where "Discussion" leads from the grid: the newest conversations. */
const DEFAULT_DISCUSSION: DiscussionRoute = '/new'

/**
 * The discussion feeds (docs/behaviour.md#posts-and-feeds) carry New/Top/Trending pills and a
 * Grid/Discussion switch. Both are links (each view has its own address and keeps the search),
 * marked with aria-current.
 */
export function FeedControls({ current, query }: FeedControlsProps) {
  const search = query ? { query } : {}
  const isGrid = current === '/grid'
  const discussion = isGrid ? DEFAULT_DISCUSSION : current
  return (
    <div className={styles.bar}>
      <nav aria-label={t('feed_view_label')}>
        <ul className={styles.segmented}>
          <li>
            <Link
              to={discussion}
              search={search}
              className={styles.segment}
              aria-current={isGrid ? undefined : 'page'}
            >
              {t('feed_view_discussion')}
            </Link>
          </li>
          <li>
            <Link
              to="/grid"
              search={search}
              className={styles.segment}
              aria-current={isGrid ? 'page' : undefined}
            >
              {t('feed_view_grid')}
            </Link>
          </li>
        </ul>
      </nav>
      {/* The grid has one order (the newest pictures); the pills belong to the discussions. */}
      {!isGrid && (
        <nav aria-label={t('feed_sort_label')}>
          <ul className={styles.pills}>
            {SORTS.map((sort) => (
              <li key={sort.to}>
                <Link
                  to={sort.to}
                  search={search}
                  className={styles.pill}
                  aria-current={sort.to === current ? 'page' : undefined}
                >
                  {t(sort.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
