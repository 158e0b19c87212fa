import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const hero = style({ minWidth: 0, overflow: 'hidden' })

/** The cover's box is reserved before the picture arrives, so the page does not jump. */
export const cover = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '5 / 2',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(120deg, ${vars.color.accentSoft} 0%, ${vars.color.surfaceSunken} 55%, ${vars.color.accentSoft} 100%)`,
  '@media': {
    [breakpoints.tablet]: { aspectRatio: '4 / 1' },
    [breakpoints.desktop]: { aspectRatio: '5 / 1' },
  },
})

export const coverImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const coverPlaceholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.accent,
  opacity: 0.55,
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  '@media': { [breakpoints.tablet]: { padding: `0 ${vars.space.xl} ${vars.space.xl}` } },
})

/** The picture overlaps the cover's lower edge; the actions sit level with it on the right. */
export const identityRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: '-48px',
  '@media': { [breakpoints.tablet]: { marginTop: '-56px' } },
})

export const avatar = style({
  flexShrink: 0,
  border: `4px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.md,
  width: '96px',
  height: '96px',
  '@media': { [breakpoints.tablet]: { width: '112px', height: '112px' } },
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
})

export const description = style({
  margin: 0,
  maxWidth: '48rem',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
})

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
})

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})
