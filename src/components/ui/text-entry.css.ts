import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const textarea = style({
  minHeight: vars.size.touch,
  resize: 'none',
  overflowY: 'auto',
})

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const hint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  // Touch screens have no Ctrl or ⌘ key to press; the hint stays in the accessible description.
  '@media': { '(hover: none) and (pointer: coarse)': { display: 'none' } },
})

export const submit = style({ marginInlineStart: 'auto' })
