import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    // Two cards side by side from a large phone held sideways; four on a desktop.
    'screen and (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const cell = style({ minWidth: 0 })

export const loader = style({ gridColumn: '1 / -1', justifySelf: 'center' })

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

export const skeletonMedia = style({ aspectRatio: '16 / 9', width: '100%', borderRadius: 0 })

export const skeletonLine = style({ marginInline: vars.space.lg })

/** The board screens set their headings in capitals; their list states follow. */
export const stateTitle = style({ textTransform: 'uppercase' })
