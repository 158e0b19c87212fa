import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'none',
})

export const progressStep = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  position: 'relative',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // The line joining each marker to the previous one.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '1rem',
      right: 'calc(50% + 1.25rem)',
      width: 'calc(100% - 2.5rem + 0.5rem)',
      height: '2px',
      backgroundColor: vars.color.border,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
      { backgroundColor: vars.color.accent },
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-state="complete"]': { color: vars.color.text },
  },
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.sm } },
})

export const progressMarker = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${progressStep}[data-state="current"] &`]: {
      borderColor: vars.color.accent,
      color: vars.color.accent,
      boxShadow: `0 0 0 4px ${vars.color.accentSoft}`,
    },
    [`${progressStep}[data-state="complete"] &`]: {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
})

export const progressName = style({ lineHeight: vars.lineHeight.tight })

export const stepHeading = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const stepCount = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
})

export const consents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
})

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const legal = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  textAlign: 'center',
})
