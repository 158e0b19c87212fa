import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

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
