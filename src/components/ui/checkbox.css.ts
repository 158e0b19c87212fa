import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '1.375rem',
  height: '1.375rem',
  marginTop: '0.05em',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.accentText,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text },
    '[data-selected] > &': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '[data-pressed] > &': { transform: 'scale(0.94)' },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-focus-visible] > &': focusRing,
  },
})

export const check = style({
  opacity: 0,
  selectors: { '[data-selected] > * > &': { opacity: 1 } },
})

export const helper = style({ paddingInlineStart: `calc(1.375rem + ${vars.space.sm})` })
