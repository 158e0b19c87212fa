import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

/** The dashed box an empty or failed list shows in its place, the same on every screen. */
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

/** The icon on a soft disc, for a list whose emptiness is good news (nothing left to read). */
export const stateIconBadge = style({
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

/** The text may repeat a long search word by word: it wraps anywhere rather than overflow. */
export const stateText = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
})

export const end = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' })

/** A small list beside the main content ("Top Boards", "Top Posts"). */
export const sidePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const sidePanelTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
})

export const sidePanelList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** One row of a side list: a link with a hover tint and a visible focus ring. */
export const sidePanelLink = style({
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
})
