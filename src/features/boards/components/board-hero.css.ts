import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'stretch',
      gap: vars.space.xl,
    },
  },
})

/** The banner's box is reserved before the picture arrives, so the page does not jump. */
export const banner = style({
  position: 'relative',
  margin: 0,
  // Sized by its column's width, never by a tall neighbour: stretched to the row's height, the
  // aspect ratio turned a long list of related boards into a banner 13,000 px wide.
  width: '100%',
  alignSelf: 'start',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.md,
  '@media': { [breakpoints.tablet]: { aspectRatio: '21 / 9' } },
})

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const bannerPlaceholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
})

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  '@media': { [breakpoints.tablet]: { padding: vars.space.xl } },
})

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
})

/** The number reads first on screen; in the markup the label (dt) comes first, as it must. */
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const statValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
})

export const statLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const relatedTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
})

export const related = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  maxWidth: '100%',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
})
