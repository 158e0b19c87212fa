import type { ReactNode } from 'react'
import { cx } from './class-names'
import { Icon } from './icon'
import * as styles from './field.css'

/** A native field's `aria-describedby`: the ids of its help and error that are shown, in order. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined
}

/** The error under a native field (TextField, Checkbox), read through its `aria-describedby`. */
export function FieldErrorText({
  id,
  className,
  children,
}: {
  id: string
  className?: string
  children: ReactNode
}) {
  return (
    <span id={id} className={cx(styles.error, className)}>
      <Icon name="alert" size={16} className={styles.errorIcon} />
      {children}
    </span>
  )
}
