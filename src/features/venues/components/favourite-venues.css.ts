import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
})

export const empty = style({ margin: 0, color: vars.color.textMuted })

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
})

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
})

export const toggle = style({ borderRadius: vars.radius.pill })

export const heartOn = style({ fill: 'currentColor' })

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
