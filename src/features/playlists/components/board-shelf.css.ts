import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

/** Phones swipe; the buttons are for pointers on wider screens. */
export const controls = style({
  display: 'none',
  flexShrink: 0,
  gap: vars.space.xs,
  '@media': { [breakpoints.tablet]: { display: 'flex' } },
})
