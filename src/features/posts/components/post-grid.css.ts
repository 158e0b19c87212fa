import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const loader = style({ gridColumn: '1 / -1', justifySelf: 'center' })

export const tileSkeleton = style({ aspectRatio: '1 / 1', borderRadius: vars.radius.lg })

export const cell = style({ minWidth: 0 })

export const tile = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  // The caption sits on a dark scrim over a photo in both themes, so it is white in both.
  color: '#ffffff',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.04)' } },
})

/** Always visible (not only on hover): touch screens have no hover, and the title is the name. */
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xl} ${vars.space.sm} ${vars.space.sm}`,
  background: 'linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0.6) 60%, transparent)',
})

export const captionTitle = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
})

export const captionMeta = style({
  display: 'flex',
  gap: vars.space.md,
  fontSize: vars.fontSize.xs,
})

export const stat = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs })
