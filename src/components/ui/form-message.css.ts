import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '#styles/theme.css'

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    margin: 0,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.dangerSoft, borderColor: vars.color.danger },
      warning: { backgroundColor: vars.color.warningSoft, borderColor: vars.color.warning },
      success: { backgroundColor: vars.color.successSoft, borderColor: vars.color.success },
      info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'danger' },
})

export const messageIcon = style({ flexShrink: 0, marginTop: '0.1em' })
