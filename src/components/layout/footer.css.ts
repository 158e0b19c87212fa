import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '../../styles/theme.css'
import { chromeBg, chromeFg, chromeFocusRing, chromeLine, chromeMuted } from './chrome.css'

export const footer = style({
  background: chromeBg,
  color: chromeFg,
  borderTop: `1px solid ${chromeLine}`,
})

export const inner = style({
  boxSizing: 'border-box',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: `${vars.space.xxl} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  '@media': {
    [breakpoints.tablet]: { paddingInline: vars.space.xl, paddingBlockStart: vars.space.xxxl },
  },
})

export const top = style({
  display: 'grid',
  gap: vars.space.xxl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'minmax(0, 1.4fr) repeat(2, minmax(0, 1fr))' },
  },
})

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
})

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const tagline = style({
  margin: 0,
  maxWidth: '26rem',
  color: chromeMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
})

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const columnTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: chromeMuted,
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
  minHeight: '44px',
  color: chromeFg,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': chromeFocusRing,
  },
})

export const externalIcon = style({ color: chromeMuted })

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderTop: `1px solid ${chromeLine}`,
  color: chromeMuted,
  fontSize: vars.fontSize.xs,
})

export const copyright = style({ margin: 0 })
