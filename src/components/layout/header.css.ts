import { style } from '@vanilla-extract/css'
// Emitted first so the sizing below wins over the recipes it refines.
import '../ui/button.css'
import '../ui/field.css'
import { breakpoints, vars } from '../../styles/theme.css'
import { chromeBg, chromeLine } from './chrome.css'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: chromeBg,
  borderBottom: `1px solid ${chromeLine}`,
})

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  '@media': {
    [breakpoints.tablet]: { gap: vars.space.md, paddingInline: vars.space.xl },
  },
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  marginInlineStart: 'auto',
  flexShrink: 0,
  '@media': {
    [breakpoints.tablet]: { gap: vars.space.xxs, marginInlineStart: 0 },
  },
})

/** Icon buttons of the bar: 44 px targets on phones, the roomier 48 px from tablets up. */
export const barButton = style({
  width: '44px',
  height: '44px',
  '@media': {
    [breakpoints.tablet]: { width: '48px', height: '48px' },
  },
})

/** Links the bottom bar already offers on phones; shown in the header from tablet up. */
export const tabletUp = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline-flex' } },
})

/** The search toggle exists only where the field is collapsed (phones). */
export const phoneOnly = style({
  '@media': { [breakpoints.tablet]: { display: 'none' } },
})

/**
 * A fixed-size slot so the bar does not shift when auth resolves: it holds the avatar, the
 * Login/Sign Up pair, or nothing at all while auth is loading.
 */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: '44px',
  minHeight: '44px',
  '@media': {
    [breakpoints.tablet]: { minWidth: '12rem' },
  },
})

export const accountCompact = style({
  '@media': {
    [breakpoints.tablet]: { minWidth: '48px' },
  },
})

export const anonymousActions = style({
  display: 'none',
  gap: vars.space.sm,
  '@media': { [breakpoints.tablet]: { display: 'flex' } },
})

export const authLink = style({
  minHeight: '44px',
})

/**
 * Phones: a panel dropping below the bar when expanded (absolutely positioned, so the page
 * under the sticky header never moves). Tablet and up: an inline field filling the free space.
 */
export const searchSlot = style({
  display: 'none',
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  padding: vars.space.md,
  background: chromeBg,
  borderBottom: `1px solid ${chromeLine}`,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-expanded]': { display: 'block' },
  },
  '@media': {
    [breakpoints.tablet]: {
      display: 'block',
      position: 'static',
      flex: '1 1 auto',
      minWidth: 0,
      maxWidth: '34rem',
      marginInline: 'auto',
      padding: 0,
      background: 'transparent',
      borderBottom: 'none',
      boxShadow: 'none',
    },
  },
})

export const searchField = style({
  width: '100%',
})
