import type { AnchorHTMLAttributes, Ref } from 'react'
import { createLink } from '@tanstack/react-router'
import { cx } from './class-names'
import * as buttonStyles from './button.css'
import * as styles from './link.css'

/*
 * Links are the router's own `<a href>`: a real link (new tab, copy address, Enter, middle click)
 * whose click handler keeps navigation inside the app, styled by the link and button recipes
 * (hover from `:hover`, the focus ring from `:focus-visible`). No react-aria Link: a native anchor
 * already does everything it adds, and it kept react-aria's press machinery on every page's first
 * load (issue 10). See native-button.tsx for the same choice for buttons.
 */

interface StyledLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: 'inline' | 'plain' | 'nav'
  ref?: Ref<HTMLAnchorElement>
}

function StyledLink({ variant, className, ...props }: StyledLinkProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the router passes href and children
  return <a {...props} className={cx(styles.link({ variant }), className)} />
}

/** The router's link, styled: `to`, `params` and `search` are typed from the route tree. */
export const Link = createLink(StyledLink)

interface StyledButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
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
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the router passes href and children
    <a {...props} className={cx(buttonStyles.button({ variant, size, fullWidth }), className)} />
  )
}

/** A router link that looks like a Button: navigation styled as an action (Login, Sign Up). */
export const ButtonLink = createLink(StyledButtonLink)

// Kept here for existing imports; ExternalLink lives in its own module.
export { ExternalLink, type ExternalLinkProps } from './external-link'
