import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '32rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
})

const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.pill,
})

export const iconOk = style([
  icon,
  { backgroundColor: vars.color.successSoft, color: vars.color.success },
])

export const iconFail = style([
  icon,
  { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
])

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
})

export const text = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
