import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

const reducedMotion = '(prefers-reduced-motion: reduce)'

/** The screen the questions and the results take turns on: a raised card, like a cinema screen. */
export const stage = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  borderTop: `6px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [breakpoints.tablet]: { padding: vars.space.xxl },
  },
})

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(6px)' },
  to: { opacity: 1, transform: 'none' },
})

const entering = {
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
} as const

// ── A question ────────────────────────────────────────────────────────────────────────────────

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  ...entering,
})

export const progress = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
})

export const progressSegment = style({
  flex: 1,
  height: '0.375rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="done"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&[data-state="current"]': {
      backgroundColor: vars.color.accentSoft,
      borderColor: vars.color.accent,
    },
  },
})

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
})

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})

export const questionText = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.tablet]: { fontSize: '2.25rem' } },
})

export const hint = style({ margin: 0, color: vars.color.textMuted })

export const answers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
  },
})

/** Each answer is a big tile: the whole tile toggles, and its state shows on the tile. */
export const answer = style({ minWidth: 0 })

globalStyle(`${answer} > label`, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '3.5rem',
  boxSizing: 'border-box',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
})

// The answer tiles are our Checkbox (a native input inside its label): its state is the input's.
globalStyle(`${answer} > label:hover`, {
  '@media': { '(hover: hover)': { borderColor: vars.color.borderStrong } },
})

globalStyle(`${answer} > label:has(> input:checked)`, {
  borderColor: vars.color.accent,
  backgroundColor: vars.color.accentSoft,
})

globalStyle(`${answer} > label:active`, { transform: 'scale(0.99)' })

globalStyle(`${answer} > label:has(> input:focus-visible)`, {
  ...focusRing,
})

// The ring is on the tile; a second one on its small box would only add noise.
globalStyle(`${answer} > label:has(> input:focus-visible) > span`, { outline: 'none' })

globalStyle(`${answer} > label > span:last-child`, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: 1,
  minWidth: 0,
})

export const answerLetter = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
})

globalStyle(`${answer} > label:has(> input:checked) ${answerLetter}`, {
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
})

export const answerText = style({
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
})

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
})

// ── Generating and results ────────────────────────────────────────────────────────────────────

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const generating = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  ...entering,
})

export const reel = style({
  display: 'grid',
  placeItems: 'center',
  width: '5rem',
  height: '5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
  animation: `${spin} 2.4s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  ...entering,
})

export const resultsTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  textTransform: 'uppercase',
  '@media': { [breakpoints.tablet]: { fontSize: '2.25rem' } },
})

export const resultsIntro = style({ margin: 0, color: vars.color.textMuted })

export const noMatchIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
})

export const picks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const pickItem = style({ minWidth: 0, ...entering })

/** A recommendation as a ticket stub: the rank on the left, torn off by a dashed line. */
export const pick = style({
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
})

export const pickRank = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3.5rem',
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  borderRight: `3px dashed ${vars.color.surface}`,
  fontFamily: vars.font.display,
  fontSize: '2rem',
  fontWeight: vars.fontWeight.black,
  '@media': { [breakpoints.tablet]: { width: '4.5rem', fontSize: '2.5rem' } },
})

export const pickBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
})

export const pickName = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

const chip = {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
} as const

export const genre = style({
  ...chip,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const tag = style({
  ...chip,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::before': { content: '"#"', opacity: 0.7 } },
})

export const more = style({ display: 'flex', justifyContent: 'center' })

export const resultsActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
})
