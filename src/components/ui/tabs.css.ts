import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing, focusRingInset } from '#styles/focus.css'

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
})

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
})

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      bottom: '-1px',
      height: '3px',
      borderRadius: vars.radius.pill,
      backgroundColor: 'transparent',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text },
    '&[data-selected]::after': { backgroundColor: vars.color.accent },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { [breakpoints.tablet]: { paddingInline: vars.space.md } },
})

export const panel = style({
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&[data-focus-visible]': {
      ...focusRing,
      borderRadius: vars.radius.sm,
    },
  },
})
