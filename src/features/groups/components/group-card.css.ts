import { style } from '@vanilla-extract/css'
import { linkCard } from '#components/ui/link-card.css'
import { vars } from '#styles/theme.css'

/** The shared link-card frame (components/ui/link-card.css.ts). */
export const card = linkCard

/** The cover's box is reserved before it loads, so nothing jumps. */
export const cover = style({
  aspectRatio: '4 / 1',
  overflow: 'hidden',
  backgroundColor: vars.color.accentSoft,
})

export const coverImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  minWidth: 0,
})

/** The picture sits across the cover's lower edge, ringed in the card's colour. */
export const avatar = style({
  marginBlockStart: `calc(-1 * ${vars.space.xl})`,
  marginBlockEnd: vars.space.xs,
  boxShadow: `0 0 0 3px ${vars.color.surface}`,
})

export const name = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
})

export const topic = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const members = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

/** Two lines at most, so cards in a row keep one height whatever the administrators wrote. */
export const description = style({
  display: '-webkit-box',
  margin: 0,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
})
