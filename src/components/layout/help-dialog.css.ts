import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
})

export const supportCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
})

export const supportLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const mailLink = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
})
