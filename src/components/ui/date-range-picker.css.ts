import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing, focusRingInset } from '#styles/focus.css'

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: 'fit-content',
  maxWidth: '100%',
  minHeight: vars.size.touch,
  paddingInlineStart: vars.space.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-within]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
})

export const input = style({ display: 'inline-flex', fontVariantNumeric: 'tabular-nums' })

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.accentText },
  },
})

export const dash = style({ color: vars.color.textMuted, paddingInline: vars.space.xxs })

export const calendarButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  marginInlineStart: 'auto',
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
})

export const popover = style({
  zIndex: vars.z.overlay,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
})

export const dialog = style({ padding: vars.space.md, outline: 'none' })

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

export const navButton = style([
  calendarButton,
  { border: 0, borderRadius: vars.radius.pill, marginInlineStart: 0 },
])

export const grid = style({ borderCollapse: 'collapse' })

globalStyle(`${grid} th`, {
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
})

globalStyle(`${grid} td`, { padding: 0 })

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.accentSoft, color: vars.color.text },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.pill,
      borderEndStartRadius: vars.radius.pill,
    },
    '&[data-selection-end]': {
      borderStartEndRadius: vars.radius.pill,
      borderEndEndRadius: vars.radius.pill,
    },
    '&[data-focus-visible]': {
      ...focusRingInset,
      borderRadius: vars.radius.pill,
    },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, cursor: 'default' },
  },
})
