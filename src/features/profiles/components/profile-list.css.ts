import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRingInset } from '#styles/focus.css'

export const search = style({ maxWidth: '32rem', width: '100%' })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const item = style({ minWidth: 0 })

export const card = style({ height: '100%', display: 'flex', flexDirection: 'column' })

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
})

export const avatar = style({
  marginTop: '-28px',
  border: `3px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
})

export const name = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

/** The whole card opens the profile: the name's link stretches over it. */
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

export const tagline = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})

export const joined = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const stats = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
})

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const loader = style({ gridColumn: '1 / -1', justifySelf: 'center' })

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
})
