import { style } from '@vanilla-extract/css'
// Emitted first so the footer's link sizing wins over the recipe it refines.
import '../ui/link.css'
import { breakpoints, vars } from '#styles/theme.css'
import { chromeBg, chromeLine } from './chrome.css'

export const footer = style({
  background: chromeBg,
  borderTop: `1px solid ${chromeLine}`,
  // Phones: the ink runs on under the fixed bottom bar, so the copyright line stays clear of it.
  paddingBlockEnd: `calc(${vars.layout.bottomBarHeight} + env(safe-area-inset-bottom, 0px))`,
  '@media': {
    [breakpoints.tablet]: { paddingBlockEnd: 0 },
  },
})

export const inner = style({
  boxSizing: 'border-box',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  // Extra room at the end so a floating control (the mock toolbar's pill) never covers the
  // copyright line when the page is scrolled to the bottom.
  paddingBlock: `${vars.space.xxl} calc(${vars.space.xxxl} + ${vars.space.sm})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  '@media': {
    [breakpoints.tablet]: { paddingInline: vars.space.xl, paddingBlockStart: vars.space.xxxl },
  },
})

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'minmax(0, 1.6fr) repeat(2, minmax(0, 1fr))' },
  },
})

export const brand = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': {
    [breakpoints.tablet]: { gridColumn: 'auto' },
  },
})

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const tagline = style({
  maxWidth: '26rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
})

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const columnTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  textUnderlineOffset: '4px',
})

export const externalIcon = style({ color: vars.color.textMuted })

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
})
