import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
})

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"aside" "main"',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(0, 48rem) minmax(16rem, 20rem)',
      gridTemplateAreas: '"main aside"',
      justifyContent: 'space-between',
    },
  },
})

export const main = style({ gridArea: 'main', minWidth: 0 })

export const aside = style({ gridArea: 'aside', minWidth: 0 })
