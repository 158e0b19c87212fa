import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import { createLink } from '@tanstack/react-router'
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { t } from '../../i18n/index'
import { safeUrl } from '../../lib/safe-url'
import { cx } from './class-names'
import { VisuallyHidden } from './visually-hidden'
import * as buttonStyles from './button.css'
import * as styles from './link.css'

/**
 * Keeps keyboard activation inside the single-page app. On Enter a browser follows the link
 * natively before react-aria hands the router its click (react-aria fires it on key-up), so a
 * router link would reload the whole page. Cancelling the native activation leaves react-aria's
 * synthetic click, which the router turns into client-side navigation. Modified Enter
 * (Ctrl/⌘/Shift: new tab or window) and non-self targets keep the browser's behaviour.
 */
function keepEnterInApp(props: RACLinkProps): RACLinkProps['onKeyDown'] {
  const routed = typeof props.onClick === 'function' && (!props.target || props.target === '_self')
  return (event: Parameters<NonNullable<RACLinkProps['onKeyDown']>>[0]) => {
    props.onKeyDown?.(event)
    if (!routed || event.key !== 'Enter') return
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    event.preventDefault()
  }
}

interface StyledLinkProps extends RACLinkProps {
  variant?: 'inline' | 'plain' | 'nav'
  ref?: Ref<HTMLAnchorElement>
}

function StyledLink({ variant, className, ...props }: StyledLinkProps) {
  return (
    <RACLink
      {...props}
      onKeyDown={keepEnterInApp(props)}
      className={composeRenderProps(className, (userClass) =>
        cx(styles.link({ variant }), userClass),
      )}
    />
  )
}

/**
 * The router's link over react-aria's: `to`, `params` and `search` are typed from the route
 * tree, and presses, hover and focus-visible behave like every other control.
 */
export const Link = createLink(StyledLink)

interface StyledButtonLinkProps extends RACLinkProps {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  fullWidth?: boolean
  ref?: Ref<HTMLAnchorElement>
}

function StyledButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: StyledButtonLinkProps) {
  return (
    <RACLink
      {...props}
      onKeyDown={keepEnterInApp(props)}
      className={composeRenderProps(className, (userClass) =>
        cx(buttonStyles.button({ variant, size, fullWidth }), userClass),
      )}
    />
  )
}

/** A router link that looks like a Button: navigation styled as an action (Login, Sign Up). */
export const ButtonLink = createLink(StyledButtonLink)

interface StyledIconButtonLinkProps extends Omit<RACLinkProps, 'aria-label'> {
  'aria-label': string
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  ref?: Ref<HTMLAnchorElement>
}

function StyledIconButtonLink({ variant, size, className, ...props }: StyledIconButtonLinkProps) {
  return (
    <RACLink
      {...props}
      onKeyDown={keepEnterInApp(props)}
      className={composeRenderProps(className, (userClass) =>
        cx(buttonStyles.iconButton({ variant, size }), userClass),
      )}
    />
  )
}

/** A router link shaped like an IconButton (bottom bar, header); `aria-label` is required. */
export const IconButtonLink = createLink(StyledIconButtonLink)

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
