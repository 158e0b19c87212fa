import { useSetAtom } from 'jotai'
import { Icon } from '../../../components/ui/icon'
import { NativeButton } from '../../../components/ui/native-button'
import { t } from '../../../i18n/index'
import { ALERT_TIMEOUT, useAlerts } from '../../../lib/alerts'
import type { PostType } from '../api/post-queries'
import { openComposerAtom } from '../atoms'
import * as styles from './composer-panel.css'

export interface ComposerPanelProps {
  /** Visitors see the panel too; pressing it asks them to log in (spec §6). */
  isMember: boolean
}

/**
 * Spec §2 "Composer panel": the way into the composer above the feeds, on tablets and desktops
 * (phones have the bottom bar's + instead). Native buttons, because it is on /home's first load;
 * the dialog itself loads on first use.
 */
export function ComposerPanel({ isMember }: ComposerPanelProps) {
  const openComposer = useSetAtom(openComposerAtom)
  const { push } = useAlerts()

  function start(kind: PostType) {
    if (isMember) {
      openComposer({ kind })
      return
    }
    // The content catalogue loads with the content screens; fetch it for this one sentence.
    void import('../../../i18n/en-content').then((content) =>
      push({
        message: content.t('if_you_want_to_create_post'),
        status: 'warning',
        timeout: ALERT_TIMEOUT.loginWarning,
      }),
    )
  }

  return (
    <section className={styles.panel} aria-label={t('composer_panel_label')}>
      <p className={styles.prompt}>
        <Icon name="film" size={20} className={styles.promptIcon} />
        {t('composer_panel_prompt')}
      </p>
      <div className={styles.actions}>
        <NativeButton variant="primary" onClick={() => start('post')}>
          <Icon name="plus" size={18} />
          {t('layout_create_post')}
        </NativeButton>
        <NativeButton variant="secondary" onClick={() => start('question')}>
          <Icon name="help" size={18} />
          {t('composer_panel_ask')}
        </NativeButton>
      </div>
    </section>
  )
}
