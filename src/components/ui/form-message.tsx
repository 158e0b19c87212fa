import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon'
import * as styles from './form-message.css'

export type FormMessageTone = 'danger' | 'warning' | 'success' | 'info'

const TONE_ICON: Record<FormMessageTone, IconName> = {
  danger: 'x-circle',
  warning: 'alert',
  success: 'check-circle',
  info: 'info',
}

/**
 * A message inside a form (a failed submit, a server's answer). `announce` makes it a live
 * alert; leave it off where a toast already announces the same words. Inside a modal it is the
 * only way to be heard: the page's alert region is hidden from assistive technology meanwhile.
 */
export function FormMessage({
  tone = 'danger',
  announce = false,
  children,
}: {
  tone?: FormMessageTone
  announce?: boolean
  children: ReactNode
}) {
  return (
    <div className={styles.message({ tone })} role={announce ? 'alert' : undefined}>
      <Icon name={TONE_ICON[tone]} size={18} className={styles.messageIcon} />
      <span>{children}</span>
    </div>
  )
}
