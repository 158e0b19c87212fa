import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '../../../styles/theme.css'
import { MASONRY_ROW_PX } from '../lib/masonry'

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginBlockStart: vars.space.xxl,
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
  textTransform: 'uppercase',
})

export const list = style({
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

export const cell = style({ minWidth: 0 })

export const cellContent = style({
  selectors: { [`${list}[data-masonry] &`]: { paddingBlockEnd: vars.space.lg } },
})

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const loader = style({ gridColumn: '1 / -1', justifySelf: 'center' })
