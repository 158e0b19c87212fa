import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

/* The page of shelves; playlist-home-skeleton.css.ts copies its outline for the first load. */

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  minWidth: 0,
  '@media': { [breakpoints.desktop]: { gap: vars.space.xxxl } },
})

export const shelf = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
})

export const shelfHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.5rem',
})

export const shelfTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
  '::before': {
    content: '""',
    flexShrink: 0,
    width: '0.3rem',
    height: '1.1em',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accent,
  },
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.xxl } },
})

/*
 * A row that scrolls inside itself (never the page): one card and a peek of the next on phones,
 * snapping card by card; more per row on wider screens. The padding keeps focus rings and
 * shadows from being clipped by the scroll box; the negative margin keeps the cards aligned.
 */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(72%, 17rem)',
  gap: vars.space.md,
  margin: `calc(-1 * ${vars.space.sm})`,
  padding: vars.space.sm,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.sm,
  scrollbarWidth: 'thin',
  selectors: {
    // Tabbing along a row scrolls the focused card into view; snapping would pull the row back to
    // the card before it and leave the focused one mostly out of sight.
    '&:has(:focus-visible)': { scrollSnapType: 'none' },
  },
  '@media': {
    [breakpoints.tablet]: { gridAutoColumns: '15rem', gap: vars.space.lg },
    [breakpoints.desktop]: {
      // Five across the layout width, so a sixth board shows there is more to scroll to.
      gridAutoColumns: `calc((100% - 4 * ${vars.space.lg}) / 5)`,
    },
  },
})

/** Most popular: a row on phones like every shelf, a grid of bigger cards from desktop up. */
export const grid = style({
  '@media': {
    [breakpoints.desktop]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gridAutoColumns: 'auto',
      rowGap: vars.space.xl,
      overflowX: 'visible',
      scrollSnapType: 'none',
    },
  },
})

export const cell = style({ minWidth: 0, scrollSnapAlign: 'start' })
