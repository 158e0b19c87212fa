import { keyframes, style } from '@vanilla-extract/css'
// Emitted first so the row styles below win over the recipes they refine.
import '../ui/button.css'
import '../ui/link.css'
import { focusRingInset } from '#styles/focus.css'
import { vars } from '#styles/theme.css'
import { chromeBg, chromeLine } from './chrome.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.menu,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing} reverse`,
    },
  },
})

/** The drawer: it captures the ink palette, the dialog inside it applies it (see chrome.css). */
export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  boxSizing: 'border-box',
  // Leave a strip of the page visible on phones so it reads as a drawer you can tap away.
  width: `min(${vars.layout.menuWidth}, calc(100vw - 3rem))`,
  display: 'flex',
  flexDirection: 'column',
  background: chromeBg,
  borderInlineStart: `1px solid ${chromeLine}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing} reverse`,
    },
  },
})

/** Focused on opening (react-aria): from the keyboard, with the ring inside its edge. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingInset },
})

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  height: vars.layout.headerHeight,
  flexShrink: 0,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const closeButton = style({ width: vars.size.touch, height: vars.size.touch })

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const profileText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
})

export const profileLabel = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const profileName = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})

/** One row of the menu: the nav link recipe, a touch taller, with a current-page marker. */
export const item = style({
  position: 'relative',
  minHeight: vars.size.touchLarge,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.sm,
      width: '3px',
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
    },
  },
})

export const itemIcon = style({ color: vars.color.textMuted })

export const itemLabel = style({ flex: 1 })

export const footer = style({
  flexShrink: 0,
  padding: vars.space.md,
  paddingBlockEnd: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
})

/** Logout is a button dressed as a menu row. */
export const logout = style({
  justifyContent: 'flex-start',
  gap: vars.space.md,
  minHeight: vars.size.touchLarge,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-pressed]': { transform: 'none' },
  },
})
