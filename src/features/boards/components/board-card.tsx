import { Link } from '@tanstack/react-router'
import { Icon } from '../../../components/ui/icon'
import { safeUrl } from '../../../lib/safe-url'
import type { Board } from '../api/board-queries'
import { commentsText, postsText } from '../lib/board-counts'
import * as styles from './board-card.css'

export interface BoardCardProps {
  board: Board
  /** h2 on the /boards grid; h3 where the page already has section headings. */
  headingLevel?: 2 | 3
}

/**
 * A board in a grid (spec §2 /boards): its picture, name and counts, the whole card one link to
 * the board. The picture is decorative (the name says which board it is), so it has no alt text.
 */
export function BoardCard({ board, headingLevel = 2 }: BoardCardProps) {
  const image = safeUrl(board.featured_image)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Link to="/board/$boardSlug" params={{ boardSlug: board.slug }} className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <img
            src={image}
            alt=""
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder}>
            <Icon name="film" size={40} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{board.name}</Heading>
        <p className={styles.counts}>
          <span className={styles.count}>
            <Icon name="list" size={16} />
            {postsText(board.num_posts)}
          </span>
          <span className={styles.count}>
            <Icon name="comment" size={16} />
            {commentsText(board.num_comments)}
          </span>
        </p>
      </div>
    </Link>
  )
}
