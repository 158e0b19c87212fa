import { style } from '@vanilla-extract/css'
import { focusRing } from '#styles/focus.css'
import { breakpoints, vars } from '#styles/theme.css'

/**
 * A card that is one link (boards, groups): the frame, a lift on hover, the focus ring on the
 * whole card. Features add their own picture box and body.
 */
export const linkCard = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': {
      boxShadow: vars.shadow.md,
      borderColor: vars.color.borderStrong,
      transform: 'translateY(-2px)',
    },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
})

/** Link cards in a list: one column on phones, two from a large phone held sideways, four wide. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const cardGridCell = style({ minWidth: 0 })

/** The "loading more" row spans the grid. */
export const cardGridLoader = style({ gridColumn: '1 / -1', justifySelf: 'center' })

/** A card's placeholder while the list loads; its picture box is the feature's own. */
export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflow: 'hidden',
  paddingBlockEnd: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const skeletonLine = style({ marginInline: vars.space.lg })
