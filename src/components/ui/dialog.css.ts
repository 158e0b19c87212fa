import { keyframes, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { focusRingInset } from '#styles/focus.css'
import { breakpoints, vars } from '#styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 } })
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(1.5rem)' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  display: 'flex',
  // A bottom sheet on phones keeps the actions within thumb reach; centred from tablets up.
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: 0,
  backgroundColor: vars.color.overlay,
  overflowY: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
    },
  },
  '@media': {
    [breakpoints.tablet]: { alignItems: 'center', padding: vars.space.xl },
  },
})

export const modal = recipe({
  base: {
    // The containing block of what is positioned inside (react-aria's visually hidden radio and
    // checkbox inputs): without it they hung from the fixed overlay, outside this box's scrolling,
    // and gave the overlay 260 px of scroll of its own on a 375 px phone (create a group).
    position: 'relative',
    width: '100%',
    maxHeight: '92dvh',
    overflowY: 'auto',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    paddingBottom: 'env(safe-area-inset-bottom)',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-exiting]': {
        animation: `${riseIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
      },
    },
    '@media': {
      [breakpoints.tablet]: { borderRadius: vars.radius.xl, maxHeight: '85dvh', paddingBottom: 0 },
    },
  },
  variants: {
    size: {
      sm: { '@media': { [breakpoints.tablet]: { maxWidth: '26rem' } } },
      md: { '@media': { [breakpoints.tablet]: { maxWidth: '34rem' } } },
      lg: { '@media': { [breakpoints.tablet]: { maxWidth: '48rem' } } },
    },
  },
  defaultVariants: { size: 'md' },
})
export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>

/**
 * A dialog with nothing to focus first takes focus itself (react-aria): opened from the keyboard,
 * it shows the ring inside its edge (following the modal's corners), never no ring at all.
 */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: 'inherit',
  outline: 'none',
  selectors: { '&:focus-visible': focusRingInset },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const title = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space.xxs,
})

export const close = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
})

export const body = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
})

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': {
    [breakpoints.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
})
