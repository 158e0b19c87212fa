import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import {
  chromeAccent,
  chromeAccentText,
  chromeBg,
  chromeFg,
  chromeFill,
  chromeFillStrong,
  chromeFocusRing,
  chromeLine,
  chromeMuted,
} from './chrome.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.menu,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
})

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
  color: chromeFg,
  borderInlineStart: `1px solid ${chromeLine}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${slideOut} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
})

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  height: vars.layout.headerHeight,
  flexShrink: 0,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${chromeLine}`,
})

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
  background: chromeFill,
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
  color: chromeMuted,
})

export const profileName = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
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

export const sectionLabel = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: chromeMuted,
})

const itemBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '48px',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: chromeFg,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
} as const

export const item = style({
  ...itemBase,
  position: 'relative',
  selectors: {
    '&:hover, &[data-hovered]': { background: chromeFill },
    '&:active, &[data-pressed]': { background: chromeFillStrong },
    '&:focus-visible, &[data-focus-visible]': { ...chromeFocusRing, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: chromeFill,
      color: chromeAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.sm,
      width: '3px',
      borderRadius: vars.radius.pill,
      background: chromeAccent,
    },
  },
})

export const itemIcon = style({ flexShrink: 0, color: chromeMuted })

export const badge = style({
  marginInlineStart: 'auto',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space.xs,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  background: chromeAccent,
  color: chromeAccentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const footer = style({
  flexShrink: 0,
  padding: vars.space.md,
  paddingBlockEnd: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${chromeLine}`,
})
