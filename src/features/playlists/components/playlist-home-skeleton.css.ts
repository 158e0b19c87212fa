import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

/*
 * On /home's first load, so it stands alone (the shelves' styles load with the shelves) and
 * only copies their outline: the page gap, a title bar, and cards of the shelves' widths.
 */

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  minWidth: 0,
  '@media': { [breakpoints.desktop]: { gap: vars.space.xxxl } },
})

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(72%, 17rem)',
  gap: vars.space.md,
  marginBlockStart: vars.space.md,
  overflow: 'hidden',
  '@media': {
    [breakpoints.tablet]: { gridAutoColumns: '15rem', gap: vars.space.lg },
    [breakpoints.desktop]: { gridAutoColumns: `calc((100% - 4 * ${vars.space.lg}) / 5)` },
  },
})

export const card = style({ aspectRatio: '16 / 9', borderRadius: vars.radius.lg })
