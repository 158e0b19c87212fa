import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
})

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
})

export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 16rem',
  maxWidth: '24rem',
  minWidth: 0,
})

export const search = style({ flex: '1 1 auto' })
