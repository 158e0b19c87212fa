import type { ReactNode } from 'react'
import { PageFrame } from '#components/layout/page-frame'
import { Icon, type IconName } from '#components/ui/icon'
import * as styles from './account-layout.css'

/** An account screen: the page heading above a centred column (narrow for forms). */
export function AccountPage({
  title,
  subtitle,
  width = 'narrow',
  children,
}: {
  title: ReactNode
  subtitle?: ReactNode
  width?: 'narrow' | 'wide'
  children: ReactNode
}) {
  return (
    <div className={styles.page({ width })}>
      <PageFrame title={title} subtitle={subtitle}>
        {children}
      </PageFrame>
    </div>
  )
}

/** The raised surface a form sits on. `labelledBy` makes it a named region. */
export function AccountCard({
  children,
  tone = 'default',
  labelledBy,
  as: Element = 'div',
}: {
  children: ReactNode
  tone?: 'default' | 'danger'
  labelledBy?: string
  as?: 'div' | 'section'
}) {
  return (
    <Element
      className={tone === 'danger' ? styles.dangerCard : styles.card}
      aria-labelledby={labelledBy}
    >
      {children}
    </Element>
  )
}

/** A result screen: a round icon, a title (h2), a line of text and actions. */
export function Outcome({
  tone,
  icon,
  title,
  titleId,
  children,
  actions,
}: {
  tone: 'success' | 'danger' | 'info'
  icon: IconName
  title: ReactNode
  titleId?: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className={styles.outcome}>
      <span className={styles.outcomeIcon({ tone })}>
        <Icon name={icon} size={28} />
      </span>
      <h2 id={titleId} className={styles.outcomeTitle} tabIndex={-1}>
        {title}
      </h2>
      <p className={styles.outcomeText}>{children}</p>
      {actions && <div className={styles.outcomeActions}>{actions}</div>}
    </div>
  )
}

/** The "or..." divider between the credentials form and social sign-in. */
export function OrDivider({ children }: { children: ReactNode }) {
  return <p className={styles.divider}>{children}</p>
}
