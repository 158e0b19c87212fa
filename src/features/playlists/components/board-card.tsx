import { Link } from '@tanstack/react-router'
import { cx } from '../../../components/ui/class-names'
import { t } from '../../../i18n/en-content'
import { safeUrl } from '../../../lib/safe-url'
import type { PlaylistBoard } from '../api/playlist-queries'
import * as styles from './board-card.css'
import * as shelfStyles from './shelf.css'

export interface BoardCardProps {
  board: PlaylistBoard
  /** The board's place in a ranked shelf (most popular), shown on its poster. */
  rank?: number
}

/**
 * A board on a /home shelf: its featured picture first, then its name and activity, the whole
 * card one link to /board/{slug}. The picture is decorative (alt ""): the name is the link's
 * name, and a picture of the name would only repeat it.
 */
export function BoardCard({ board, rank }: BoardCardProps) {
  const image = safeUrl(board.featured_image)
  return (
    <Link to="/board/$boardSlug" params={{ boardSlug: board.slug }} className={styles.card}>
      <span className={cx(shelfStyles.media, styles.frame)}>
        {image ? (
          <img
            src={image}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <span className={styles.fallback} aria-hidden="true">
            {board.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        {rank !== undefined && (
          <span className={styles.rank} aria-hidden="true">
            {rank}
          </span>
        )}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{board.name}</span>
        <span className={styles.stats}>
          {t('home_board_stats', {
            posts:
              board.num_posts === 1
                ? t('home_board_post')
                : t('home_board_posts', { count: board.num_posts }),
            comments:
              board.num_comments === 1
                ? t('home_board_comment')
                : t('home_board_comments', { count: board.num_comments }),
          })}
        </span>
      </span>
    </Link>
  )
}
