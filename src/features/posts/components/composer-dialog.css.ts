import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
})

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

/** Away from Cancel and Publish, so throwing a draft away is never the button under the thumb. */
export const discard = style({
  '@media': { [breakpoints.tablet]: { marginInlineEnd: 'auto' } },
})
