import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} 0`,
})

export const byline = style({ minWidth: 0, flex: 1 })

export const author = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})

export const group = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted })

/** The group a post was written in, a link to its page (issue 11). */
export const groupLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecorationThickness: '1px',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
})

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})

export const tagline = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  selectors: { '&::after': { content: '"·"', marginInlineStart: vars.space.sm } },
})

export const kind = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
})

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  minWidth: 0,
})

export const boards = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const board = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
})

export const body = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.relaxed,
})

export const readMore = style({
  alignSelf: 'flex-start',
  minHeight: '2rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
})

/**
 * A 16:9 frame reserved before the picture loads; posters and photos fit inside, uncropped. The
 * picture is laid out over the frame, not in it: in the flow, a loaded 2:3 poster's own height
 * stretched the frame (an aspect-ratio box grows to fit its content) and pushed everything below
 * it down — 0.26 of layout shift on a board at 1280 px.
 */
export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.border}`,
})

export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0,
  // Tight on phones so vote, comments and share fit one row at 375 px.
  padding: `${vars.space.sm} ${vars.space.xs}`,
  '@media': { [breakpoints.tablet]: { gap: vars.space.xs, paddingInline: vars.space.lg } },
})

export const vote = style({
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.upvote, backgroundColor: vars.color.accentSoft },
  },
})

export const thread = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
})

/** The author's own actions sit apart, at the end of the row. */
export const ownerActions = style({ display: 'inline-flex', marginInlineStart: 'auto' })
