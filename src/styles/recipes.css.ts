import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from './theme.css'

/** The card surface recipe (components/ui/card.tsx); the focus ring lives in ./focus.css. */

export const card = recipe({
  base: {
    position: 'relative',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    overflow: 'hidden',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    tone: {
      default: {},
      raised: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md },
      sunken: { backgroundColor: vars.color.surfaceSunken, boxShadow: 'none' },
      danger: { borderColor: vars.color.danger, backgroundColor: vars.color.surface },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}`,
        selectors: {
          '&:hover, &:focus-within': { boxShadow: vars.shadow.md },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', tone: 'default', interactive: false },
})
export type CardVariants = NonNullable<RecipeVariants<typeof card>>
