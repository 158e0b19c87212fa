/** Set on a list item once it has been laid out and left the screen: the browser may then skip it. */
export const SKIPPABLE_ATTRIBUTE = 'data-skippable'

/** One observer for every card of every feed on the page (a feed can hold a thousand). */
let observer: IntersectionObserver | undefined

/**
 * Lets the browser skip a card far from the screen (`content-visibility: auto`: with 1,000 posts
 * on /new, each vote and each "Load more" used to lay out every card) without guessing its
 * height. A card is first laid out as it is, and may be skipped once it is off screen: by then
 * the browser remembers its height (`contain-intrinsic-size: auto`), and a skipped card keeps it.
 * - Skipped from the start, every card below the first screen held 18rem (288 px), where cards
 *   measure 250 to 775 px on /new: jumping to the end of a feed, the cards grew under the pointer,
 *   and a CI run lost a "Load more" press to it (the button moved 900 px between the pointer going
 *   down and up).
 * - Not while on screen: Chromium reports a card that becomes `content-visibility: auto` on screen
 *   as a layout shift (0.19 to 0.21 on /new), though nothing moves.
 *
 * A ref callback for the list item (one function, so React calls it once per item); the item's
 * stylesheet applies `content-visibility` only under SKIPPABLE_ATTRIBUTE.
 */
export function skipOffscreenOnceLaidOut(item: HTMLElement | null): void {
  if (!item || typeof IntersectionObserver === 'undefined') return
  // Its first report comes after the frame that laid the card out.
  observer ??= new IntersectionObserver((entries, self) => {
    for (const entry of entries) {
      if (entry.isIntersecting) continue
      entry.target.setAttribute(SKIPPABLE_ATTRIBUTE, '')
      self.unobserve(entry.target)
    }
  })
  observer.observe(item)
}
