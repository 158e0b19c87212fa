import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
})

export const keyBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
})

export const keyField = style({
  fontFamily: vars.font.mono,
})
