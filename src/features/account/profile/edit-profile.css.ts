import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
})

export const pictures = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

export const pictureCurrent = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: '5rem',
})

export const avatarPreview = style({
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
})

export const coverPreview = style({
  width: '100%',
  maxWidth: '14rem',
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
})

const emptyBase = {
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.sm,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
} as const

export const avatarEmpty = style({
  ...emptyBase,
  width: '4.5rem',
  height: '4.5rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
})

export const coverEmpty = style({
  ...emptyBase,
  width: '100%',
  maxWidth: '14rem',
  aspectRatio: '3 / 1',
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
})

export const saveBar = style({
  position: 'sticky',
  bottom: vars.space.lg,
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': {
    // Above the phone's bottom bar.
    'screen and (max-width: 639px)': {
      bottom: `calc(${vars.layout.bottomBarHeight} + ${vars.space.sm})`,
    },
  },
})

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
})

export const backRow = style({ margin: 0 })

/** Full width on phones, where the bar is the thumb's target; its natural width above. */
export const saveButton = style({
  width: '100%',
  '@media': { [breakpoints.tablet]: { width: 'auto' } },
})
