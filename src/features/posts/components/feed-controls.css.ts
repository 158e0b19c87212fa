import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
})

const list = {
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const

export const segmented = style({
  ...list,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
})

export const pills = style({ ...list, gap: vars.space.xs, flexWrap: 'wrap' })

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  color: vars.color.textMuted,
} as const

export const segment = style({
  ...linkBase,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { backgroundColor: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': focusRing,
  },
})

export const pill = style({
  ...linkBase,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.bg,
    },
    '&:focus-visible': focusRing,
  },
})
