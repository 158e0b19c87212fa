import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

/*
 * Phones: picture | text, with the buttons on a row under the text. From tablets up the
 * buttons join the row on the right, like a mail client's inbox line.
 */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"picture body" ". buttons"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': {
    [breakpoints.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"picture body buttons"',
      columnGap: vars.space.lg,
    },
  },
})

export const picture = style({
  gridArea: 'picture',
  position: 'relative',
  display: 'inline-flex',
  alignSelf: 'start',
})

export const kind = style({
  position: 'absolute',
  insetInlineEnd: `calc(-1 * ${vars.space.xxs})`,
  insetBlockEnd: `calc(-1 * ${vars.space.xxs})`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
})

export const body = style({
  gridArea: 'body',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
})

export const summary = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
})

export const sender = style({ fontWeight: vars.fontWeight.bold })

/* The accent marks the words as the card's link on touch screens, where nothing hovers. */
export const action = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-hovered], &:hover': { color: vars.color.accentHover } },
})

export const actionText = style({ color: vars.color.text })

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const buttons = style({
  gridArea: 'buttons',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const dismiss = style({ color: vars.color.textMuted })
