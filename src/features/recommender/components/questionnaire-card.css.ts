import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRingInset } from '#styles/focus.css'

export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &:focus-within': { transform: 'translateY(-2px)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&:hover, &:focus-within': { transform: 'none' } },
    },
  },
})

/** A strip of film: perforations along both edges, the colour taking turns card by card. */
export const band = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '4.5rem',
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.accent,
  color: vars.color.textInverse,
  selectors: {
    [`${card}[data-tone="info"] &`]: { backgroundColor: vars.color.info },
    [`${card}[data-tone="success"] &`]: { backgroundColor: vars.color.success },
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      height: '0.5rem',
      backgroundImage: `repeating-linear-gradient(90deg, ${vars.color.surface} 0 0.625rem, transparent 0.625rem 1.25rem)`,
      opacity: 0.55,
    },
    '&::before': { top: '0.375rem' },
    '&::after': { bottom: '0.375rem' },
  },
  '@media': {
    [breakpoints.tablet]: { minHeight: '5.5rem', paddingInline: vars.space.xl },
  },
})

/** The icon's ring is as tall as the buttons beside it. */
export const bandIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.textInverse}`,
})

/** The number of questions, large, like a reel number. */
export const bandCount = style({
  fontFamily: vars.font.display,
  fontSize: '2.75rem',
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
  opacity: 0.9,
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.lg,
})

export const category = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

/** The whole card opens the questionnaire: the title's link stretches over it. */
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

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
})

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
})
