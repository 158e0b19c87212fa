import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
})

export const hero = style({ minWidth: 0 })

export const heroBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  '@media': {
    [breakpoints.tablet]: { padding: `0 ${vars.space.xl} ${vars.space.xl}` },
  },
})

/** The avatar overlaps the cover's lower edge; the edit link sits level with it on the right. */
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
  border: `4px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.md,
  width: '96px',
  height: '96px',
  '@media': { [breakpoints.tablet]: { width: '112px', height: '112px' } },
})

export const name = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
  overflowWrap: 'anywhere',
})

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const tagline = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})

export const bio = style({
  margin: 0,
  maxWidth: '48rem',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
})

export const joined = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const statsRow = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
})

/** The posts panel is a reading column, like the feeds; boards use the full width. */
export const postsPanel = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  width: '100%',
})

export const groupsPanel = style({ width: '100%' })
