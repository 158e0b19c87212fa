import { Link } from '@tanstack/react-router'
import { DeferredPicture, ListPicture } from '#components/ui/deferred-picture'
import { Icon } from '#components/ui/icon'
import { t } from '#i18n/en-boards'
import { safeUrl } from '#lib/safe-url'
import type { Board } from '../api/board-queries'
import { commentsText, postsText } from '../lib/board-counts'
import * as styles from './board-card.css'
import * as posterStyles from './board-poster.css'

export interface BoardCardProps {
  board: Board
  /** h2 on the /boards grid; h3 where the page already has section headings. */
  headingLevel?: 2 | 3
  /**
   * `tile` a card in the /boards grid; `poster` a board on a /home shelf
   * (docs/behaviour.md#boards): the picture first with the words under it, as a streaming site
   * shelves its titles.
   */
  variant?: 'tile' | 'poster'
  /** The board's place in a ranked shelf (most popular), shown on its poster. */
  rank?: number
  /**
   * The poster is the page's main picture (/home's first): asked for at once, and the list
   * pictures wait for it (LeadPicture).
   */
  isLead?: boolean
}

/**
 * A board in a grid (/boards): its picture, name and counts, the whole card one link to
 * the board. The picture is decorative (the name says which board it is), so it has no alt text.
 */
export function BoardCard({
  board,
  headingLevel = 2,
  variant = 'tile',
  rank,
  isLead = false,
}: BoardCardProps) {
  const image = safeUrl(board.featured_image)
  if (variant === 'poster') {
    return <BoardPoster board={board} image={image} rank={rank} isLead={isLead} />
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Link to="/board/$boardSlug" params={{ boardSlug: board.slug }} className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <DeferredPicture
            src={image}
            alt=""
            width={800}
            height={450}
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

/**
 * A board on a shelf. The picture is decorative (alt ""): the name is the link's name, and a
 * picture of the name would only repeat it; a board without one gets its initial.
 */
interface BoardPosterProps {
  board: Board
  image: ReturnType<typeof safeUrl>
  rank?: number
  isLead: boolean
}

function BoardPoster({ board, image, rank, isLead }: BoardPosterProps) {
  return (
    <Link to="/board/$boardSlug" params={{ boardSlug: board.slug }} className={posterStyles.card}>
      <span className={posterStyles.frame}>
        {image ? (
          <ListPicture
            isLead={isLead}
            src={image}
            alt=""
            width={480}
            height={270}
            decoding="async"
            className={posterStyles.image}
          />
        ) : (
          <span className={posterStyles.fallback} aria-hidden="true">
            {board.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        {rank !== undefined && (
          <span className={posterStyles.rank} aria-hidden="true">
            {rank}
          </span>
        )}
      </span>
      <span className={posterStyles.text}>
        <span className={posterStyles.name}>{board.name}</span>
        <span className={posterStyles.stats}>
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
