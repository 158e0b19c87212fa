import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const track = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
})

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})
