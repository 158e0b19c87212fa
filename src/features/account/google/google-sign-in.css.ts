import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const googleButton = style({ minHeight: vars.size.touch })

export const consent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const consentText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
})

export const accountButton = style({
  justifyContent: 'flex-start',
  gap: vars.space.md,
  minHeight: '3.5rem',
  height: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  lineHeight: vars.lineHeight.normal,
  borderRadius: vars.radius.md,
  whiteSpace: 'normal',
  textAlign: 'start',
})

export const accountInitial = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
})

export const accountText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
})

export const accountName = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const accountEmail = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})

export const demoNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
})
