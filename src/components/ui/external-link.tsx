import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import { t } from '#i18n/index'
import { safeUrl } from '#lib/safe-url'
import { cx } from './class-names'
import { VisuallyHidden } from './visually-hidden'
import * as styles from './link.css'

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel'
> {
  /** Any URL from data; rendered only if `safeUrl` allows it. */
  href: string | null | undefined
  variant?: 'inline' | 'plain' | 'nav'
  children: ReactNode
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link that leaves the app, in a new tab and without handing over `window.opener`. A URL
 * that fails the allow-list renders as plain text, so bad data never becomes a live link.
 */
export function ExternalLink({ href, variant, className, children, ...props }: ExternalLinkProps) {
  const safe = safeUrl(href)
  const classes = cx(styles.link({ variant }), className)
  if (!safe) {
    return <span className={className}>{children}</span>
  }
  return (
    <a {...props} href={safe} target="_blank" rel="noopener noreferrer" className={classes}>
      {children}
      <VisuallyHidden> {t('ui_opens_in_new_tab')}</VisuallyHidden>
    </a>
  )
}
