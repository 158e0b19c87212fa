import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRingInset } from '#styles/focus.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const card = style({ height: '100%', display: 'flex', flexDirection: 'column' })

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  display: 'grid',
  placeItems: 'center',
})

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const name = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

/** The whole card is the link's target: its box stretches over the card. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': {
      ...focusRingInset,
    },
  },
})
