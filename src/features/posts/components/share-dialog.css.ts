import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
})

export const postTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
})

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
})

/** The networks' marks, drawn as text so no third-party asset is fetched. */
export const badge = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.black,
    color: vars.color.textInverse,
  },
  variants: {
    network: {
      facebook: { backgroundColor: vars.color.info },
      reddit: { backgroundColor: vars.color.danger },
    },
  },
})
