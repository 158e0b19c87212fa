import { keyframes, style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { AD_FADE_MS } from '../lib/rotation'
import { focusRing } from '#styles/focus.css'

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2rem',
})

/** Said to everyone, not only to screen readers: people should know what is paid for. */
export const label = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-visible': focusRing,
  },
})

/** An ad rotated in fades in; the first one is simply there (a fade would hold back its paint). */
export const slideEntering = style({
  animation: `${fadeIn} ${AD_FADE_MS}ms ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const picture = style({ display: 'block', backgroundColor: vars.color.surfaceSunken })

/** width/height on the <img> and each <source> reserve the ratio of the picture that is shown. */
export const image = style({ display: 'block', width: '100%', height: 'auto' })

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [breakpoints.tablet]: { padding: `${vars.space.md} ${vars.space.lg}` } },
})

export const title = style({ minWidth: 0, overflowWrap: 'anywhere' })

export const external = style({ flexShrink: 0, color: vars.color.accent })

/**
 * While the list loads, the banner's final box is kept (issue 10: /home shifted by 0.093 when the
 * banner arrived): the same bar, frame and caption, the picture's ratio per breakpoint as the
 * <source>s of AdPicture give it.
 */
export const placeholderSlide = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const placeholder = style({
  display: 'block',
  width: '100%',
  aspectRatio: '320 / 100',
  borderRadius: 0,
  '@media': {
    'screen and (min-width: 480px)': { aspectRatio: '640 / 160' },
    [breakpoints.tablet]: { aspectRatio: '970 / 250' },
    [breakpoints.desktop]: { aspectRatio: '1456 / 180' },
  },
})

/** The caption's one line (the icon beside the title is 18 px). */
export const placeholderCaption = style({ minHeight: '18px' })
