import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
})

/**
 * The poster comes first, its box reserved before the picture loads (16:9, the boards' artwork):
 * it carries the shadow and the hover lift, the words sit under it.
 */
export const frame = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${card}:hover &`]: { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
  },
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
})

/** A board without a picture still gets a poster: its initial on the theme's accent wash. */
export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  background: `linear-gradient(135deg, ${vars.color.accentSoft}, ${vars.color.surfaceSunken})`,
  color: vars.color.accent,
  fontFamily: vars.font.display,
  fontSize: '3rem',
  fontWeight: vars.fontWeight.black,
})

export const rank = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  display: 'grid',
  placeItems: 'center',
  minWidth: '2rem',
  height: '2rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  boxShadow: vars.shadow.sm,
})

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingInline: vars.space.xxs,
})

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  selectors: { [`${card}:hover &`]: { color: vars.color.accent } },
})

export const stats = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})
