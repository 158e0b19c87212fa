import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/theme.css'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
})

export const item = style({ minWidth: 0 })

export const loader = style({ alignSelf: 'center' })

export const skeletonCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const skeletonText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
})

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
})

export const end = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' })

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

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
})

export const stateTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
})

export const stateText = style({ margin: 0, maxWidth: '36ch', color: vars.color.textMuted })
