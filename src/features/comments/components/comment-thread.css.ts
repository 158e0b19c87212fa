import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

/*
 * Every box here has `minWidth: 0` and text wraps anywhere: a comment is user text (a pasted
 * link, "soooooo good") and must never push a 375 px screen sideways.
 */

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  maxWidth: '100%',
})

export const composer = style({ minWidth: 0 })

/**
 * The visitor's way in: looks like the box members type in, acts as a button
 * (docs/behaviour.md#visitors-and-members).
 */
export const visitorPrompt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
})

export const visitorButton = style({
  justifyContent: 'flex-start',
  width: '100%',
  minHeight: vars.size.touch,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
})

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  selectors: { '&:focus-visible': focusRing },
})

export const replies = style([
  list,
  {
    marginBlockStart: vars.space.md,
    paddingInlineStart: vars.space.md,
    borderInlineStart: `2px solid ${vars.color.border}`,
    '@media': { [breakpoints.tablet]: { paddingInlineStart: vars.space.lg } },
  },
])

export const listItem = style({ minWidth: 0 })

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid transparent`,
  scrollMarginBlock: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.accentSoft,
      borderColor: vars.color.accent,
    },
    '&:focus-visible': focusRing,
  },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
})

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
})

export const authorLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minWidth: 0,
})

export const author = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})

export const meta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})

export const linked = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

/** Plain text with the writer's line breaks kept; never HTML. */
export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'normal',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
})

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
})

export const votes = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
})

export const vote = style({
  minWidth: vars.size.touch,
  paddingInline: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const upvote = style({
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.upvote,
      backgroundColor: vars.color.accentSoft,
      borderColor: vars.color.upvote,
    },
  },
})

export const downvote = style({
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.downvote,
      backgroundColor: vars.color.infoSoft,
      borderColor: vars.color.downvote,
    },
  },
})

export const replyBox = style({ marginBlockStart: vars.space.sm, minWidth: 0 })

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
})

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  textAlign: 'center',
  width: '100%',
})

export const skeletonRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
})

export const skeletonLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
})

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
})
