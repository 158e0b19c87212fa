import type { ReactNode } from 'react'
import { t } from '#i18n/en-widgets'
import { Dialog, Modal } from '../ui/dialog'
import * as styles from './help-dialog.css'

const DEFAULT_SUPPORT_EMAIL = 'support@filmwaffle.example'

function supportEmail(): string {
  const configured = import.meta.env.VITE_SUPPORT_EMAIL?.trim()
  return configured ? configured : DEFAULT_SUPPORT_EMAIL
}

/**
 * The Help dialog: the support address plus `extra`, a slot the account feature fills with its
 * contact form. react-aria traps focus inside and returns it to the Help button on close.
 */
export function HelpModal({
  isOpen,
  onOpenChange,
  extra,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  extra?: ReactNode
}) {
  const email = supportEmail()
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
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
  )
}
