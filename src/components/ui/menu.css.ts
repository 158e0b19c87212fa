import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRingInset } from '#styles/focus.css'

const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' } })

export const popover = style({
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 1rem)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
})

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRingInset,
    '&[data-pressed]': { backgroundColor: vars.color.accentSoft },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const danger = style({ color: vars.color.danger })
