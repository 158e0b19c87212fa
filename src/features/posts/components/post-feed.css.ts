import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'
import { MASONRY_ROW_PX } from '../lib/masonry'
import { SKIPPABLE_ATTRIBUTE } from '../lib/skip-offscreen'

/** Room around a list card for what it paints outside its box: focus ring, hover shadow. */
const ITEM_BLEED = '8px'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
})

export const item = style({ minWidth: 0 })

/**
 * A card in a one-column list. Once laid out and off screen (skipOffscreenOnceLaidOut), the
 * browser skips the layout and painting of the cards far from the screen (`content-visibility:
 * auto`; they stay in the page, in find-in-page and for screen readers): with 1,000 posts on
 * /new, each vote and each "Load more" used to lay out and paint every card. A skipped card holds
 * the height it had when last laid out (`auto`; the length is for a browser that has none). Paint
 * is contained too, so the item's padding keeps room for what a card draws outside its box (focus
 * rings, the hover shadow); the negative margin gives it back.
 */
export const listItem = style({
  minWidth: 0,
  containIntrinsicSize: 'auto 18rem',
  padding: ITEM_BLEED,
  margin: `calc(-1 * ${ITEM_BLEED})`,
  selectors: { [`&[${SKIPPABLE_ATTRIBUTE}]`]: { contentVisibility: 'auto' } },
})

/** In a column the loader centres itself; in the masonry grid it spans both columns. */
export const loader = style({ alignSelf: 'center', gridColumn: '1 / -1', justifySelf: 'center' })

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

/** Two columns from the desktop up, each card spanning the tiny rows its height needs. */
export const masonry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  selectors: {
    // Measured (see useMasonry): tiny rows, and the gap lives inside each cell instead.
    '&[data-masonry]': { gridAutoRows: `${MASONRY_ROW_PX}px`, rowGap: 0, alignItems: 'stretch' },
  },
})

export const masonryContent = style({
  selectors: { [`${masonry}[data-masonry] &`]: { paddingBlockEnd: vars.space.lg } },
})

/**
 * A long list that keeps only the cards near the screen (VirtualPostList): it holds the room of
 * all of them, and each card sits at its place in it. The gap is part of each item (its padding),
 * so the virtualiser measures it; the negative margin takes the last one back.
 */
export const virtualList = style({
  position: 'relative',
  margin: `0 0 calc(-1 * ${vars.space.lg})`,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
})

export const virtualItem = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: vars.space.lg,
})
