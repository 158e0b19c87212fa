import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { MASONRY_ROW_PX } from '../lib/masonry'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
})

export const item = style({ minWidth: 0 })

/** In a column the loader centres itself; in the masonry grid it spans both columns. */
export const loader = style({ alignSelf: 'center', gridColumn: '1 / -1', justifySelf: 'center' })

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

/** Two columns from the desktop up, each card spanning the tiny rows its height needs. */
export const masonry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  selectors: {
    // Measured (see useMasonry): tiny rows, and the gap lives inside each cell instead.
    '&[data-masonry]': { gridAutoRows: `${MASONRY_ROW_PX}px`, rowGap: 0, alignItems: 'stretch' },
  },
})

export const masonryContent = style({
  selectors: { [`${masonry}[data-masonry] &`]: { paddingBlockEnd: vars.space.lg } },
})
