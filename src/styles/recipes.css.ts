import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { breakpoints, vars } from './theme.css'

/** Shared layout and surface recipes, for features that need them without a component. */

/** The focus ring as a style object, for `selectors` where the global rule cannot reach. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const

/** Centres content at the layout's maximum width with responsive side padding. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [breakpoints.tablet]: { paddingInline: vars.space.xl } },
})

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

const gap = {
  none: { gap: vars.space.none },
  xxs: { gap: vars.space.xxs },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
  xxl: { gap: vars.space.xxl },
}

/** Vertical rhythm: children one under another with an even gap. */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { gap: 'md', align: 'stretch' },
})
export type StackVariants = NonNullable<RecipeVariants<typeof stack>>

/** A wrapping row: buttons, tags, meta lines. */
export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', minWidth: 0 },
  variants: {
    gap,
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: 'sm', justify: 'start' },
})
export type ClusterVariants = NonNullable<RecipeVariants<typeof cluster>>

/** Muted small print: dates, counts, captions. */
export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
})

/** The display face for section titles that are not headings in the outline. */
export const displayText = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
})
