import { recipe } from '@vanilla-extract/recipes'
import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    size: {
      xs: { width: '24px', height: '24px' },
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
      lg: { width: '64px', height: '64px' },
      xl: { width: '112px', height: '112px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})
