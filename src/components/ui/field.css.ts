import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

/** Shared by every form field so labels, help and errors line up across the app. */

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
})

export const errorIcon = style({ marginTop: '0.1em' })

export const input = style({
  width: '100%',
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  // 16px keeps iOS Safari from zooming into the field on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // react-aria's fields report their states as data attributes; the native ones (the header
    // search, the comment box) by pseudo-classes. `:where()` keeps both equally specific.
    '&[data-hovered], &:where(:hover:not(:disabled, :focus))': { borderColor: vars.color.text },
    '&[data-focused], &:where(:focus)': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}`,
      outline: 'none',
    },
    '&[data-focus-visible], &:where(:not([data-rac]):focus-visible)': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused], &[data-invalid]:where(:focus)': {
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled], &:where(:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
    '&[readonly]': { backgroundColor: vars.color.surfaceSunken },
  },
})

export const textarea = style({
  minHeight: '6rem',
  resize: 'vertical',
})

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: { '&[data-at-limit]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
})

export const searchGroup = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
})

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
})

export const searchInput = style({
  paddingInlineStart: `calc(${vars.space.md} + 1.75rem)`,
  paddingInlineEnd: vars.size.touch,
  borderRadius: vars.radius.pill,
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
})

export const searchClear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  selectors: { '[data-empty] &': { display: 'none' } },
})
