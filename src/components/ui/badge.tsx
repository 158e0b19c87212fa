import type { HTMLAttributes } from 'react'
import { t } from '#i18n/index'
import { cx } from './class-names'
import { VisuallyHidden } from './visually-hidden'
import * as styles from './badge.css'

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  count: number
  /**
   * What is counted, read after the number: "3 unread notifications". The visible badge shows
   * only the number, which means nothing to a screen reader on its own.
   */
  label: string
  /** Above this the badge shows "max+". */
  max?: number
  tone?: 'accent' | 'danger' | 'neutral'
  /** Hide the badge at zero (the usual case for unread counts). */
  hideWhenZero?: boolean
}

export function Badge({
  count,
  label,
  max = 99,
  tone,
  hideWhenZero = true,
  className,
  ...props
}: BadgeProps) {
  if (hideWhenZero && count <= 0) return null
  const shown = count > max ? `${max}+` : String(count)
  return (
    <span className={cx(styles.badge({ tone }), className)} {...props}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{t('ui_count_badge', { count, label })}</VisuallyHidden>
    </span>
  )
}
