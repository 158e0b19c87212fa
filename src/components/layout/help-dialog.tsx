import type { ReactNode } from 'react'
import { t } from '../../i18n/index'
import { IconButton } from '../ui/button'
import { Dialog, DialogTrigger, Modal } from '../ui/dialog'
import { Icon } from '../ui/icon'
import * as styles from './help-dialog.css'

const DEFAULT_SUPPORT_EMAIL = 'support@filmwaffle.example'

function supportEmail(): string {
  const configured = import.meta.env.VITE_SUPPORT_EMAIL?.trim()
  return configured ? configured : DEFAULT_SUPPORT_EMAIL
}

/**
 * The header's Help button and its dialog: the support address plus `extra`, a slot the account
 * feature fills with its contact form. react-aria returns focus to the button on close.
 */
export function HelpDialog({
  extra,
  triggerClassName,
}: {
  extra?: ReactNode
  triggerClassName?: string
}) {
  const email = supportEmail()
  return (
    <DialogTrigger>
      <IconButton
        variant="ghost"
        size="lg"
        className={triggerClassName}
        aria-label={t('layout_help')}
      >
        <Icon name="help" size={24} />
      </IconButton>
      <Modal size="md">
        <Dialog title={t('layout_help_title')}>
          <p className={styles.text}>{t('layout_help_text')}</p>
          <div className={styles.supportCard}>
            <span className={styles.supportLabel}>{t('layout_help_support_label')}</span>
            {/* A configured address, not user data: a mailto link is safe to build here. */}
            <a className={styles.mailLink} href={`mailto:${email}`}>
              {email}
            </a>
          </div>
          {extra}
        </Dialog>
      </Modal>
    </DialogTrigger>
  )
}
