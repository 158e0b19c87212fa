import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '#styles/theme.css'

export const stats = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    margin: 0,
    padding: 0,
  },
  variants: {
    size: {
      md: { gap: vars.space.xl },
      sm: { gap: vars.space.lg },
    },
  },
  defaultVariants: { size: 'md' },
})

/** The number reads after its label ("Posts 14") but shows above it. */
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  minWidth: 0,
})

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const value = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.black,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.xxl },
      sm: { fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
})
