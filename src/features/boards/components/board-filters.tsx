import { Link } from '@tanstack/react-router'
import { t, type TextKey } from '#i18n/en-boards'
import type { BoardFilter } from '../api/board-queries'
import * as styles from './board-filters.css'

const FILTERS: { value: BoardFilter | undefined; key: TextKey }[] = [
  { value: undefined, key: 'boards_filter_all' },
  { value: 'popular', key: 'boards_filter_popular' },
  { value: 'new', key: 'boards_filter_new' },
  { value: 'top-level', key: 'boards_filter_top_level' },
]

export interface BoardFiltersProps {
  query?: string
  filter?: BoardFilter
}

/**
 * The `filter` values of /boards as pills (openapi `BoardFilter`). Links, so each view has
 * its own address, keeps the search, and says which one is showing with aria-current.
 */
export function BoardFilters({ query, filter }: BoardFiltersProps) {
  return (
    <nav aria-label={t('boards_filter_label')}>
      <ul className={styles.pills}>
        {FILTERS.map((option) => (
          <li key={option.key}>
            <Link
              to="/boards"
              search={{ query, filter: option.value }}
              className={styles.pill}
              // The router marks a link current when the search merely contains its own; these
              // differ only in the search, so only an exact match is the view showing.
              activeOptions={{ exact: true }}
              aria-current={option.value === filter ? 'page' : undefined}
            >
              {t(option.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
