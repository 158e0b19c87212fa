import { globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { breakpoints, vars } from '#styles/theme.css'

/** The page column: the heading and the card share one centred width. */
export const page = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    boxSizing: 'border-box',
  },
  variants: {
    width: {
      // Wide enough for the longest page title ("E-mail confirmation") on one line.
      narrow: { maxWidth: '36rem' },
      wide: { maxWidth: '52rem' },
    },
  },
  defaultVariants: { width: 'narrow' },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  minWidth: 0,
  '@media': {
    [breakpoints.tablet]: { padding: vars.space.xxl },
  },
})

export const dangerCard = style([
  card,
  { borderColor: vars.color.danger, boxShadow: vars.shadow.sm },
])

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
})

export const sectionText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
})

export const sectionHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
})

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

export const actionsEnd = style([actions, { justifyContent: 'flex-end' }])

export const actionsBetween = style([actions, { justifyContent: 'space-between' }])

/** "or..." between the form and the social sign-in, with rules either side. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      height: '1px',
      backgroundColor: vars.color.border,
    },
  },
})

export const footnote = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
})

export const linkRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
})

/**
 * A link that stands on its own line ("Forgot your password?", "Back to log in") is a target of
 * at least 24 px (WCAG 2.5.8). Vertical padding on an inline link grows what a tap hits without
 * moving the lines around it; the row's link is a flex item, so it gets a height instead.
 */
globalStyle(`${footnote} a`, { paddingBlock: '4px' })
globalStyle(`${linkRow} a`, { display: 'inline-flex', alignItems: 'center', minBlockSize: '24px' })

/** A result screen (sent, verified, expired): icon, title, text, action. */
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
})

export const outcomeIcon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      success: { backgroundColor: vars.color.successSoft, color: vars.color.success },
      danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
      info: { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
    },
  },
  defaultVariants: { tone: 'info' },
})

export const outcomeTitle = style([sectionHeading, { fontSize: vars.fontSize.xxl }])

export const outcomeText = style([sectionText, { maxWidth: '26rem' }])

export const outcomeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.sm,
})
