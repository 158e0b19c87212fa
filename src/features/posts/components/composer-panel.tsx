import { Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { openingOverlay } from '#components/layout/preload'
import { button } from '#components/ui/button.css'
import { Icon } from '#components/ui/icon'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/en-content'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import type { PostType } from '../api/post-queries'
import { openComposerAtom } from '../atoms'
import * as styles from './composer-panel.css'

export interface ComposerPanelProps {
  /**
   * Visitors see the panel too; pressing it asks them to log in
   * (docs/behaviour.md#visitors-and-members).
   */
  isMember: boolean
  /**
   * The panel's third button creates a group (docs/behaviour.md#posts-and-feeds). The groups
   * feature owns that dialog, so the route hands the panel a way to open it; without one the button
   * is not shown.
   */
  onCreateGroup?: () => void
}

type Action = PostType | 'group'

const VISITOR_WARNING = {
  post: 'if_you_want_to_create_post',
  question: 'if_you_want_to_create_post',
  group: 'if_you_want_to_create_group',
} as const

/**
 * The composer panel (docs/behaviour.md#posts-and-feeds): the way into the composer above the
 * feeds, on tablets and desktops (phones have the bottom bar's + instead). It loads with each
 * feed's own chunk (on /home with the shelves); the dialog itself loads on first use.
 */
export function ComposerPanel({ isMember, onCreateGroup }: ComposerPanelProps) {
  const openComposer = useSetAtom(openComposerAtom)
  const { push } = useAlertActions()

  function start(action: Action) {
    if (isMember) {
      if (action === 'group') onCreateGroup?.()
      else openComposer({ kind: action })
      return
    }
    push({
      message: t(VISITOR_WARNING[action]),
      status: 'warning',
      timeout: ALERT_TIMEOUT.loginWarning,
    })
  }

  return (
    <section className={styles.panel} aria-label={t('composer_panel_label')}>
      <p className={styles.prompt}>
        <Icon name="film" size={20} className={styles.promptIcon} />
        {t('composer_panel_prompt')}
      </p>
      {/* Finding a group to post in is the other half of "groups" (issue 11): open to all. On the
          prompt's row, apart from the buttons that create something. */}
      <Link to="/groups" className={button({ variant: 'ghost' })}>
        <Icon name="users" size={18} />
        {t('groups_browse')}
      </Link>
      <div className={styles.actions}>
        <NativeButton
          variant="primary"
          onClick={() => start('post')}
          {...openingOverlay('composer')}
        >
          <Icon name="plus" size={18} />
          {t('layout_create_post')}
        </NativeButton>
        <NativeButton
          variant="secondary"
          onClick={() => start('question')}
          {...openingOverlay('composer')}
        >
          <Icon name="help" size={18} />
          {t('composer_panel_ask')}
        </NativeButton>
        {onCreateGroup && (
          <NativeButton variant="ghost" onClick={() => start('group')}>
            <Icon name="user" size={18} />
            {t('composer_panel_group')}
          </NativeButton>
        )}
      </div>
    </section>
  )
}
