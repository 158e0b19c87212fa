import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { breakpoints, vars } from '#styles/theme.css'

const slideUp = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem)' } })

export const region = style({
  position: 'fixed',
  zIndex: vars.z.toast,
  insetInline: vars.space.md,
  // Phones have the bottom bar: keep alerts clear of it (64px bar + breathing room ≈ 80px).
  bottom: `calc(${vars.layout.bottomBarHeight} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
  pointerEvents: 'none',
  '@media': {
    [breakpoints.tablet]: {
      bottom: `calc(${vars.space.xl} + env(safe-area-inset-bottom))`,
      insetInline: vars.space.xl,
    },
  },
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const alert = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    maxWidth: '30rem',
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    border: '1px solid',
    borderInlineStartWidth: '6px',
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    status: {
      success: { backgroundColor: vars.color.successSoft, borderColor: vars.color.success },
      info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
      warning: { backgroundColor: vars.color.warningSoft, borderColor: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSoft, borderColor: vars.color.danger },
    },
  },
})

export const icon = recipe({
  base: { marginTop: '0.55rem' },
  variants: {
    status: {
      success: { color: vars.color.success },
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
})

export const message = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
})
