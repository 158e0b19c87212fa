import { Link } from '@tanstack/react-router'
import { t } from '../../../i18n/en-content'
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
  current: DiscussionRoute
  query?: string
}

/**
 * Spec §2: the discussion feeds carry New/Top/Trending pills and a Grid/Discussion switch. Both
 * are links (each view has its own address and keeps the search), marked with aria-current.
 */
export function FeedControls({ current, query }: FeedControlsProps) {
  const search = query ? { query } : {}
  return (
    <div className={styles.bar}>
      <nav aria-label={t('feed_view_label')}>
        <ul className={styles.segmented}>
          <li>
            <Link to={current} search={search} className={styles.segment} aria-current="page">
              {t('feed_view_discussion')}
            </Link>
          </li>
          <li>
            <Link to="/grid" search={search} className={styles.segment}>
              {t('feed_view_grid')}
            </Link>
          </li>
        </ul>
      </nav>
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
    </div>
  )
}
