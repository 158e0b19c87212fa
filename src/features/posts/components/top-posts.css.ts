import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

/** A row: the title over its votes (the panel's link look comes with SidePanel). */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.xs}`,
})

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' })

export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
