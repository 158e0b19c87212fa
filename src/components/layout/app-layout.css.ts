import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
})

export const main = style({
  flex: '1 0 auto',
  // The footer starts below the fold whatever the page holds (issue 10: on /home it was the
  // largest paint and moved twice while the content arrived above it).
  minHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
  width: '100%',
  minWidth: 0,
  // Anchored jumps (skip link, #fragment) land below the sticky header.
  scrollMarginTop: vars.layout.headerHeight,
})

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.sm,
  zIndex: vars.z.toolbar,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  boxShadow: vars.shadow.lg,
  ...focusRing,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible, &:focus': { transform: 'none' },
  },
})
