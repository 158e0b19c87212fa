import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '#styles/theme.css'

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    paddingInline: '0.375rem',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { backgroundColor: vars.color.accent, color: vars.color.accentText },
      danger: { backgroundColor: vars.color.danger, color: vars.color.textInverse },
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'accent' },
})
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>
