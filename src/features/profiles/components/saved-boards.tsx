import { Card } from '#components/ui/card'
import { Icon } from '#components/ui/icon'
import { Link } from '#components/ui/link'
import { t } from '#i18n/en-community'
import { safeUrl } from '#lib/safe-url'
import type { SavedBoard } from '../api/profile-queries'
import * as states from './profile-states.css'
import * as styles from './saved-boards.css'

export interface SavedBoardsProps {
  boards: readonly SavedBoard[]
  /** Whose boards: the own profile invites to browse, another's only says there are none. */
  owner: { username: string; isOwn: boolean }
}

/**
 * The Boards tab: the saved boards as cards, each opening its board (docs/behaviour.md#profiles).
 */
export function SavedBoards({ boards, owner }: SavedBoardsProps) {
  if (boards.length === 0) {
    return (
      <div className={states.state}>
        <Icon name="bookmark" size={32} className={states.stateIcon} />
        <p className={states.stateTitle}>{t('profile_boards_empty_title')}</p>
        <p className={states.stateText}>
          {owner.isOwn
            ? t('profile_boards_empty_own')
            : t('profile_boards_empty_other', { name: owner.username })}
        </p>
        {owner.isOwn && (
          <Link to="/boards" variant="inline">
            {t('profile_boards_browse')}
          </Link>
        )}
      </div>
    )
  }

  return (
    <ul className={styles.grid} aria-label={t('profile_boards_label')}>
      {boards.map((board) => {
        const image = safeUrl(board.featured_image)
        return (
          <li key={board.id}>
            <Card padding="none" interactive className={styles.card}>
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
                  <Icon name="film" size={28} />
                )}
              </div>
              <p className={styles.name}>
                <Link
                  to="/board/$boardSlug"
                  params={{ boardSlug: board.slug }}
                  variant="plain"
                  className={styles.link}
                >
                  {board.name}
                </Link>
              </p>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
