import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '../../styles/theme.css'
import {
  chromeBg,
  chromeFg,
  chromeFill,
  chromeFocusRing,
  chromeLine,
  chromeMuted,
} from './chrome.css'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: chromeBg,
  color: chromeFg,
  borderBottom: `1px solid ${chromeLine}`,
})

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [breakpoints.tablet]: { gap: vars.space.md, paddingInline: vars.space.xl },
  },
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  flexShrink: 0,
  '@media': {
    [breakpoints.tablet]: { gap: vars.space.xs, marginInlineStart: 0 },
  },
})

/** Links the bottom bar already offers on phones; shown in the header from tablet up. */
export const tabletUp = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline-flex' } },
})

/** The search toggle only exists where the field is collapsed. */
export const phoneOnly = style({
  '@media': { [breakpoints.tablet]: { display: 'none' } },
})

/**
 * A fixed-size slot so the header does not shift when auth resolves: it holds the avatar, the
 * Login/Sign Up pair, or nothing at all while auth is loading.
 */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  '@media': {
    [breakpoints.tablet]: { minWidth: '11.5rem' },
  },
})

export const accountCompact = style({
  '@media': {
    [breakpoints.tablet]: { minWidth: '44px' },
  },
})

export const anonymousActions = style({
  display: 'none',
  gap: vars.space.xs,
  '@media': { [breakpoints.tablet]: { display: 'flex' } },
})

/* ---------- search ---------- */

/**
 * Phones: a panel that drops below the bar when expanded (absolutely positioned so the page
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
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
})

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: chromeMuted,
  pointerEvents: 'none',
})

export const searchInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  height: '44px',
  paddingInlineStart: `calc(${vars.space.md} + 24px + ${vars.space.sm})`,
  paddingInlineEnd: '44px',
  border: `1px solid ${chromeLine}`,
  borderRadius: vars.radius.pill,
  background: chromeFill,
  color: chromeFg,
  font: 'inherit',
  // 16px keeps iOS from zooming into the field on focus.
  fontSize: vars.fontSize.md,
  outline: 'none',
  appearance: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: chromeMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-hovered]': { borderColor: chromeMuted },
    '&[data-focused]': { borderColor: chromeFg },
    '&[data-focus-visible]': chromeFocusRing,
  },
})

export const searchClear = style({
  position: 'absolute',
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: chromeMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: chromeFg },
    '&[data-focus-visible]': { ...chromeFocusRing, outlineOffset: '-4px' },
    // react-aria's SearchField marks itself empty; the clear button only makes sense with text.
    '[data-empty] > &': { visibility: 'hidden' },
  },
})
