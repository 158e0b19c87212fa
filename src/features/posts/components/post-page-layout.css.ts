import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', alignItems: 'start' },
  },
})

export const main = style({ minWidth: 0 })

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [breakpoints.desktop]: { position: 'sticky', top: `calc(4rem + ${vars.space.lg})` } },
})
