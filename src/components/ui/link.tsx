import type { Ref } from 'react'
import { createLink } from '@tanstack/react-router'
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { cx } from './class-names'
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

// Kept here for existing imports; ExternalLink lives in its own module so that importing it
// does not also load react-aria's Link (the footer is on every first load).
export { ExternalLink, type ExternalLinkProps } from './external-link'
