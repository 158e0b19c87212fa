import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

/** A row: picture, name and count on one line (the panel's link look comes with SidePanel). */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
})

export const name = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
})

export const count = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})
