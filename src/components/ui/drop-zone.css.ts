import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
})

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceSunken,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-drop-target]': {
      borderColor: vars.color.accent,
      borderStyle: 'solid',
      backgroundColor: vars.color.accentSoft,
      color: vars.color.text,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5 },
  },
})

export const zoneIcon = style({ color: vars.color.accent })

export const zoneText = style({ fontSize: vars.fontSize.sm })

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  paddingInlineStart: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

/** Previews never exceed 48px, and their box is reserved before the image decodes. */
export const preview = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
})

export const previewImage = style({
  width: '48px',
  height: '48px',
  maxWidth: '48px',
  maxHeight: '48px',
  objectFit: 'cover',
})

export const fileName = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
})

export const fileSize = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
})

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
})

export const errorItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
})

export const errorName = style({ fontWeight: vars.fontWeight.bold })
