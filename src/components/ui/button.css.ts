import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '#styles/theme.css'

/*
 * States come from react-aria's data attributes (the Button and Link wrappers) and from the
 * matching native pseudo-classes (NativeButton and router links in the app shell, which carry
 * no react-aria). `:where()` keeps the native selectors as specific as the data-attribute ones,
 * so components that refine a state (`.item[data-pressed]`, `.item:active`) still win by order.
 * Native hover only where a pointer truly hovers: touch screens would leave it stuck after a tap.
 */
const enabled = ':where(:not(:disabled, [data-disabled], [aria-disabled="true"]))'
const pressed = `&[data-pressed], &:active${enabled}`
const hoverOnlyMedia = '(hover: hover)'

const interactiveBase = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  touchAction: 'manipulation',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [pressed]: { transform: 'scale(0.97)' },
    '&[data-disabled], &:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
} as const

const variant = {
  primary: {
    backgroundColor: vars.color.accent,
    color: vars.color.accentText,
    selectors: {
      [`&[data-hovered], ${pressed}`]: { backgroundColor: vars.color.accentHover },
    },
    '@media': {
      [hoverOnlyMedia]: {
        selectors: { [`&:hover${enabled}`]: { backgroundColor: vars.color.accentHover } },
      },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      [`&[data-hovered], ${pressed}`]: { backgroundColor: vars.color.surfaceSunken },
    },
    '@media': {
      [hoverOnlyMedia]: {
        selectors: { [`&:hover${enabled}`]: { backgroundColor: vars.color.surfaceSunken } },
      },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      [`&[data-hovered], ${pressed}`]: { backgroundColor: vars.color.surfaceSunken },
    },
    '@media': {
      [hoverOnlyMedia]: {
        selectors: { [`&:hover${enabled}`]: { backgroundColor: vars.color.surfaceSunken } },
      },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.textInverse,
    selectors: {
      [`&[data-hovered], ${pressed}`]: { backgroundColor: vars.color.dangerHover },
    },
    '@media': {
      [hoverOnlyMedia]: {
        selectors: { [`&:hover${enabled}`]: { backgroundColor: vars.color.dangerHover } },
      },
    },
  },
} as const

export const button = recipe({
  base: interactiveBase,
  variants: {
    variant,
    size: {
      sm: { minHeight: '2rem', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: '2.5rem', paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: {
        minHeight: vars.size.touchLarge,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
})
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

export const iconButton = recipe({
  base: { ...interactiveBase, padding: 0, aspectRatio: '1' },
  variants: {
    variant,
    size: {
      sm: { width: '2rem', height: '2rem' },
      md: { width: '2.5rem', height: '2.5rem' },
      lg: { width: vars.size.touchLarge, height: vars.size.touchLarge },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
})
export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>

/** Holds the label; made transparent (not hidden) while pending so the width and name stay. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'inherit',
  minWidth: 0,
  selectors: { '[data-pending] > &': { opacity: 0 } },
})

export const pendingOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})
