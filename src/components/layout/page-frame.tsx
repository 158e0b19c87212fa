import type { ReactNode } from 'react'
import * as styles from './page-frame.css'

export interface PageFrameProps {
  title: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
  children?: ReactNode
  /** `reading` narrows the page to a feed's column; `full` (the default) uses the layout width. */
  width?: 'full' | 'reading'
}

export const PAGE_TITLE_ID = 'page-title'

/**
 * The frame every page sits in: one h1 (focusable with tabIndex -1 so the router can move focus
 * to it after a navigation), an optional subtitle and action slot, then the page body.
 */
export function PageFrame({ title, subtitle, actions, children, width = 'full' }: PageFrameProps) {
  return (
    <section
      className={width === 'reading' ? `${styles.frame} ${styles.reading}` : styles.frame}
      aria-labelledby={PAGE_TITLE_ID}
    >
      <div className={styles.head}>
        <div className={styles.headings}>
          <h1 id={PAGE_TITLE_ID} className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  )
}
