import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

/** Empty and error boxes, in the same shape as the post feeds' so the pages feel of one piece. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: 'center',
})

export const stateIcon = style({ color: vars.color.accent })

export const stateTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
})

export const stateText = style({ margin: 0, maxWidth: '36rem', color: vars.color.textMuted })
