import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
})

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
})

export const sectionHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
})

export const rangeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
})

export const entries = style({ margin: 0, padding: 0, listStyle: 'none' })

export const entry = style({
  display: 'flex',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
})

export const entryIcon = style({
  display: 'grid',
  placeItems: 'center',
  flex: '0 0 auto',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
})

export const entryBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
})

export const entryMessage = style({ margin: 0, overflowWrap: 'anywhere' })

export const entryMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const entryLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  // At least 24 px to tap (WCAG 2.5.8) without moving the line it sits on.
  paddingBlock: '4px',
  selectors: {
    '&:focus-visible': focusRing,
  },
})

export const notice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm })

export const noticeText = style({ margin: 0 })

export const period = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const statIcon = style({ color: vars.color.textMuted })

export const statValue = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  fontVariantNumeric: 'tabular-nums',
})

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const topBoards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const subTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

export const boardList = style({ margin: 0, padding: 0, listStyle: 'none' })

export const boardRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
})

export const boardLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus-visible': focusRing,
  },
})

export const boardCount = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
})
