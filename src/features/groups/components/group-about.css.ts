import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const about = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: { '&:not(:first-child)': { marginTop: vars.space.md } },
})

export const text = style({ margin: 0, color: vars.color.text })

export const admins = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const admin = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
})

export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
})

export const topics = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const topic = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})
