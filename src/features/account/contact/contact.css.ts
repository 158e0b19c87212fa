import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const chevron = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
})

export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }])
