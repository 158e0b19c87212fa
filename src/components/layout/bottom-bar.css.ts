import { style } from '@vanilla-extract/css'
// Emitted first so the tab-bar shapes below win over the recipes they refine.
import '../ui/button.css'
import '../ui/link.css'
import { breakpoints, vars } from '#styles/theme.css'
import { chromeBg, chromeLine } from './chrome.css'

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
  gridAutoColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
})

export const cell = style({
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
  paddingInline: vars.space.xxs,
})

/** An icon over a short label; both a router link and a button wear it. */
export const item = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  boxSizing: 'border-box',
  minWidth: vars.size.touch,
  maxWidth: '100%',
  minHeight: vars.size.touchLarge,
  paddingBlock: 0,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered], &:hover': {
      color: vars.color.text,
      textDecoration: 'none',
      background: 'transparent',
    },
    '&[data-pressed], &:active': { background: vars.color.surface, transform: 'none' },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
})

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const createButton = style({
  boxShadow: vars.shadow.md,
})

export const authLink = style({
  width: '100%',
  maxWidth: '8rem',
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
})
