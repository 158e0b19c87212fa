import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { LeadPicture } from '#components/ui/deferred-picture'
import { Icon } from '#components/ui/icon'
import { t } from '#i18n/en-boards'
import { safeUrl } from '#lib/safe-url'
import type { Board } from '../api/board-queries'
import * as styles from './board-hero.css'

/**
 * The top of /board/{board_slug} (docs/behaviour.md#boards): the board's picture, its counts, the
 * page's actions and the related boards. The name is the page's h1, drawn by the page frame above.
 * The banner is the first thing on the page, so it loads at once rather than lazily.
 */
export interface BoardHeroProps {
  board: Board
  /** The page's own actions for this board (save it, post in it), composed by the route. */
  actions?: ReactNode
}

export function BoardHero({ board, actions }: BoardHeroProps) {
  const image = safeUrl(board.featured_image)
  return (
    <div className={styles.hero}>
      <div className={styles.banner}>
        {image ? (
          <LeadPicture
            src={image}
            alt=""
            width={800}
            height={450}
            decoding="async"
            className={styles.bannerImage}
          />
        ) : (
          <span className={styles.bannerPlaceholder}>
            <Icon name="film" size={48} />
          </span>
        )}
      </div>
      <div className={styles.info}>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('board_stat_posts')}</dt>
            <dd className={styles.statValue}>{board.num_posts}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('board_stat_comments')}</dt>
            <dd className={styles.statValue}>{board.num_comments}</dd>
          </div>
        </dl>
        {actions && <div className={styles.actions}>{actions}</div>}
        {board.sub_boards.length > 0 && (
          <section className={styles.related} aria-labelledby="board-related-title">
            <h2 id="board-related-title" className={styles.relatedTitle}>
              {t('board_related')}
            </h2>
            <ul className={styles.chips}>
              {board.sub_boards.map((related) => (
                <li key={related.id}>
                  <Link
                    to="/board/$boardSlug"
                    params={{ boardSlug: related.slug }}
                    className={styles.chip}
                  >
                    <Icon name="film" size={16} />
                    {related.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}
