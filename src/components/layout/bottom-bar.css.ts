import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '../../styles/theme.css'
import {
  chromeAccent,
  chromeAccentText,
  chromeBg,
  chromeFg,
  chromeFill,
  chromeFocusRing,
  chromeLine,
  chromeMuted,
} from './chrome.css'

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.z.header,
  boxSizing: 'border-box',
  height: `calc(${vars.layout.bottomBarHeight} + env(safe-area-inset-bottom, 0px))`,
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
  paddingInline: `max(${vars.space.xs}, env(safe-area-inset-left, 0px))`,
  background: chromeBg,
  color: chromeFg,
  borderTop: `1px solid ${chromeLine}`,
  '@media': {
    [breakpoints.tablet]: { display: 'none' },
  },
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  height: vars.layout.bottomBarHeight,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  alignItems: 'center',
})

export const cell = style({
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
})

export const item = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  boxSizing: 'border-box',
  minWidth: '44px',
  maxWidth: '100%',
  minHeight: '48px',
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: chromeMuted,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover, &[data-hovered]': { color: chromeFg },
    '&:active, &[data-pressed]': { background: chromeFill },
    '&:focus-visible, &[data-focus-visible]': chromeFocusRing,
    '&[aria-current="page"]': { color: chromeAccent },
  },
})

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** The create-post action is the bar's one filled control, like a camera button. */
export const createButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: chromeAccent,
  color: chromeAccentText,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { filter: 'brightness(0.94)' },
    '&[data-focus-visible]': chromeFocusRing,
  },
})

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minHeight: '44px',
  width: '100%',
  maxWidth: '7.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${chromeLine}`,
  color: chromeFg,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:active': { background: chromeFill },
    '&:focus-visible': chromeFocusRing,
  },
})

export const pillAccent = style({
  background: chromeAccent,
  color: chromeAccentText,
  borderColor: 'transparent',
})
