import { vars } from './theme.css'

/*
 * The one focus ring. global.css.ts draws it on every `:focus-visible` and react-aria
 * `[data-focus-visible]` element; a style spreads one of these only where the global rule cannot
 * reach (a ring on a parent or a sibling, a pseudo-class the rule does not list) or where the
 * element clips its outside edge.
 */

/** The ring, 2px outside the element. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const

/** The ring drawn inside the element: for rows and options in a box that clips its overflow. */
export const focusRingInset = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
} as const
