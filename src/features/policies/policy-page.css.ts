import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '42rem',
})

export const notice = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
})

export const noticeIcon = style({ color: vars.color.info, marginTop: '0.1em' })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
})

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
})

export const paragraph = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
})

export const embed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

/** The document's box is reserved up front, so the page never jumps while it loads. */
export const frame = style({
  display: 'block',
  width: '100%',
  height: 'min(75vh, 60rem)',
  minHeight: '28rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
})
