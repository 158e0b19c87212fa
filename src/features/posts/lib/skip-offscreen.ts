/** Set on a list item once the browser has laid it out; its stylesheet then skips it off screen. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out'

/**
 * Lets the browser skip a card far from the screen (`content-visibility: auto`: with 1,000 posts
 * on /new, each vote and each "Load more" used to lay out every card) without guessing its
 * height. The card is first laid out as it is, and only from the next frame may it be skipped:
 * by then the browser remembers its height (`contain-intrinsic-size: auto`). Skipped from the
 * start, every card below the first screen held a picture-less card's height and grew by up to
 * 300 px once seen: jumping to the end of a feed, the cards grew under the pointer, and a CI run
 * lost a "Load more" press to it (the button moved 900 px between the pointer going down and up).
 *
 * A ref callback for the list item (one function, so React calls it once per item); the item's
 * stylesheet applies `content-visibility` only under LAID_OUT_ATTRIBUTE.
 */
export function skipOffscreenOnceLaidOut(item: HTMLElement | null): void {
  // The first frame lays the new item out (this runs before it); the second may skip it.
  if (item) {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => item.setAttribute(LAID_OUT_ATTRIBUTE, '')),
    )
  }
}
