import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  marginBlockEnd: vars.space.xl,
  padding: 0,
  listStyle: 'none',
})

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
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
