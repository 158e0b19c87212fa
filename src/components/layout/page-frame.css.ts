import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const frame = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: `${vars.space.xl} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [breakpoints.tablet]: { paddingInline: vars.space.xl, paddingBlockStart: vars.space.xxl },
  },
})

/** A reading column for feeds: lines and pictures at a comfortable size on wide screens. */
export const reading = style({ maxWidth: `calc(48rem + 2 * ${vars.space.xl})` })

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 18rem',
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
  textTransform: 'uppercase',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  // Focused by route changes (tabIndex -1). No `outline: none` here: the global rule draws the
  // ring only for keyboard focus (:focus-visible), so a keyboard user sees where they landed.
})

export const subtitle = style({
  margin: 0,
  maxWidth: '48rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const body = style({
  minWidth: 0,
})
