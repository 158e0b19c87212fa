import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Avatar } from '#components/ui/avatar'
import { cx } from '#components/ui/class-names'
import { SidePanel, sidePanelLinkClass } from '#components/ui/list-states'
import { t } from '#i18n/en-content'
import { vars } from '#styles/theme.css'
import { boardQueries } from '../api/board-queries'
import * as styles from './top-boards.css'

/** How many boards the side list shows. */
const SHOWN = 6

/**
 * "Top Boards" beside a post (docs/behaviour.md#posts-and-feeds). A side list is extra: while it
 * loads it keeps its place, and if it fails it quietly stays away rather than competing with the
 * post for attention.
 */
export function TopBoards() {
  const boards = useQuery(boardQueries.top())
  if (boards.isError) return null
  return (
    <SidePanel
      title={t('side_top_boards')}
      isPending={boards.isPending}
      placeholderRows={{ count: SHOWN, height: vars.size.touch }}
    >
      {boards.data?.results.slice(0, SHOWN).map((board) => (
        <li key={board.id}>
          <Link
            to="/board/$boardSlug"
            params={{ boardSlug: board.slug }}
            className={cx(sidePanelLinkClass, styles.item)}
          >
            <Avatar src={board.featured_image} alt="" size="sm" />
            <span className={styles.name}>{board.name}</span>
            <span className={styles.count}>
              {t('side_board_posts', { count: board.num_posts })}
            </span>
          </Link>
        </li>
      ))}
    </SidePanel>
  )
}
