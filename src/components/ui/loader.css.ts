import { createVar, keyframes, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '#styles/theme.css'

const dotSize = createVar()

const pulse = keyframes({
  '0%, 80%, 100%': { transform: 'scale(0.55)', opacity: 0.45 },
  '40%': { transform: 'scale(1)', opacity: 1 },
})

const fade = keyframes({
  '0%, 100%': { opacity: 0.35 },
  '50%': { opacity: 1 },
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
})

export const loader = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    padding: vars.space.sm,
  },
  variants: {
    tone: {
      accent: { color: vars.color.accent },
      danger: { color: vars.color.danger },
      warning: { color: vars.color.warning },
      black: { color: vars.color.text },
    },
    size: {
      sm: { vars: { [dotSize]: '0.5rem' } },
      md: { vars: { [dotSize]: '0.75rem' } },
      lg: { vars: { [dotSize]: '1rem' } },
    },
    block: {
      true: { display: 'flex', width: '100%', paddingBlock: vars.space.xl },
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', size: 'md', block: false },
})
export type LoaderVariants = NonNullable<RecipeVariants<typeof loader>>

export const dot = style({
  width: dotSize,
  height: dotSize,
  borderRadius: vars.radius.pill,
  backgroundColor: 'currentColor',
  animation: `${pulse} 1.2s ${vars.motion.easing} infinite both`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.16s' },
    '&:nth-child(3)': { animationDelay: '0.32s' },
  },
  '@media': {
    // Still show activity without movement: a slow opacity fade instead of scaling. The
    // !important beats the global reduced-motion rule, which would freeze the dots mid-pulse.
    '(prefers-reduced-motion: reduce)': {
      animation: `${fade} 2s ease-in-out infinite both !important`,
    },
  },
})

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
})

export const spinnerSvg = style({
  display: 'block',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '2.4s !important',
      animationIterationCount: 'infinite !important',
    },
  },
})

export const spinnerTrack = style({ stroke: 'currentColor', opacity: 0.25 })
export const spinnerHead = style({ stroke: 'currentColor' })

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceSunken,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.border} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      block: { borderRadius: vars.radius.md },
      text: { borderRadius: vars.radius.sm, height: '1em', marginBlock: '0.25em' },
      circle: { borderRadius: vars.radius.pill },
    },
  },
  defaultVariants: { shape: 'block' },
})
export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>
