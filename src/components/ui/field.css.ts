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
    // Only native fields wear this (TextField, the comment box, the header search): their states
    // are pseudo-classes and ARIA attributes. `:where()` keeps the pseudo-classes as weak as the
    // class, so an invalid field's border wins over hover and focus.
    '&:where(:hover:not(:disabled, :focus))': { borderColor: vars.color.text },
    '&:where(:focus)': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}`,
      outline: 'none',
    },
    '&:where(:focus-visible)': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:where(:focus)': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:where(:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
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
