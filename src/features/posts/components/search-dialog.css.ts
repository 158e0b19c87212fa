import { keyframes, style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing, focusRingInset } from '#styles/focus.css'

const fadeIn = keyframes({ from: { opacity: 0 } })
const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.75rem)' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: 0,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    [breakpoints.tablet]: { paddingBlockStart: '10vh', paddingInline: vars.space.xl },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
})

/** A full-height sheet on phones (the keyboard takes half the screen); a floating panel above. */
export const modal = style({
  width: '100%',
  height: '100dvh',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${dropIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    [breakpoints.tablet]: {
      maxWidth: '40rem',
      height: 'auto',
      maxHeight: '80dvh',
      borderRadius: vars.radius.xl,
      border: `1px solid ${vars.color.border}`,
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
})

export const dialog = style({ height: '100%', maxHeight: 'inherit', outline: 'none' })

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  maxHeight: 'inherit',
  padding: vars.space.lg,
})

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
})

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
})

export const fieldIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
})

export const input = style({
  width: '100%',
  minHeight: '3.25rem',
  paddingInline: vars.size.touch,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-focused]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}`,
      outline: 'none',
    },
    '&[data-focus-visible]': focusRing,
  },
})

export const spinner = style({ position: 'absolute', insetInlineEnd: vars.space.md })

export const status = style({
  margin: 0,
  minHeight: '1.25rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minHeight: 0,
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  outline: 'none',
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '3.5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focused]': {
      backgroundColor: vars.color.accentSoft,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible]': focusRingInset,
  },
})

export const itemIcon = style({
  display: 'grid',
  placeItems: 'center',
  flex: '0 0 auto',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
})

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: '1 1 auto',
})

export const itemTitle = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const itemMeta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const itemArrow = style({ flex: '0 0 auto', color: vars.color.textMuted })

export const seeAll = style([
  item,
  {
    marginBlockStart: vars.space.xs,
    borderBlockStart: `1px solid ${vars.color.border}`,
    borderRadius: 0,
    fontWeight: vars.fontWeight.bold,
    minHeight: vars.size.touchLarge,
  },
])
