/**
 * From this many posts a one-column list keeps only the cards near the screen in the page
 * (VirtualPostList): with 1,000 posts on /new, each "Load more" laid out, styled and painted all
 * the cards, 75 to 125 ms a press on a 2-core machine. Below it every card stays in the page, for
 * find-in-page and for a screen reader's reading of the whole list. Its code is fetched at half.
 */
export const VIRTUAL_FROM = 200

/** On each card of a plain list of posts: which post it shows (the virtual list reads heights by it). */
export const POST_ID_ATTRIBUTE = 'data-post-id'

/** Cards' heights by post id, for the list width they were measured at. */
const remembered = { width: 0, heights: new Map<number, number>() }

/**
 * Keeps cards' heights for the next long list of posts (VirtualPostList): it places the cards it
 * has not drawn yet by them. Heights measured at another list width are dropped, since a card's
 * height follows its width.
 */
export function rememberHeights(
  width: number,
  entries: Iterable<readonly [postId: number, height: number]>,
): void {
  if (width !== remembered.width) {
    remembered.width = width
    remembered.heights.clear()
  }
  for (const [postId, height] of entries) {
    if (Number.isFinite(postId) && height > 0) remembered.heights.set(postId, height)
  }
}

/** The heights kept so far, by post id. */
export function rememberedHeights(): ReadonlyMap<number, number> {
  return remembered.heights
}
