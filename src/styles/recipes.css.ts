import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from './theme.css'

/** Shared layout and surface recipes, for features that need them without a component. */

/** The focus ring as a style object, for `selectors` where the global rule cannot reach. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const

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
