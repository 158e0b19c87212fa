import { style } from '@vanilla-extract/css'
import { linkCard } from '#components/ui/link-card.css'
import { vars } from '#styles/theme.css'

/** The shared link-card frame (components/ui/link-card.css.ts). */
export const card = linkCard

/** The picture's box is reserved before it loads (16:9, the boards' artwork), so nothing jumps. */
export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  minWidth: 0,
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

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const count = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
