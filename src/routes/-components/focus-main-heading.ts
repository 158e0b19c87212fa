import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * Moves focus to the page's main heading (or, on a page without one, the main content), so
 * screen-reader and keyboard users start at the page's content. Waits one tick: the page commits
 * to the DOM just after the router resolves. `preventScroll` leaves the page where it is.
 */
export function focusMainHeading({ preventScroll = false } = {}): void {
  window.setTimeout(() => {
    const target =
      document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main')
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1
    target.focus({ preventScroll })
  }, 0)
}

/**
 * Whether the person has used the page yet: a key pressed, or a click (a mouse's, a finger's, or
 * a screen reader's, which may arrive as a click alone, with no key or pointer event before it:
 * hence clicks, not pointer presses). Until then a change of page is the site's own doing during
 * start-up, such as an unknown address replaced by /404: focus stays where the browser put it on
 * load, as on any first load, instead of a focus ring appearing around the heading of a page
 * nobody has touched.
 */
let personHasActed = false
const noteAction = () => {
  personHasActed = true
}

/**
 * After a navigation to another page (not on first load, not when only the search changes, e.g.
 * while searching, and not before the person has used the page), move focus to the page's heading
 * instead of leaving it wherever the old page left it.
 */
export function useFocusMainHeadingOnNavigate(): void {
  const router = useRouter()
  useEffect(() => {
    // Captured: a handler of the page may stop the event before it reaches the document.
    document.addEventListener('click', noteAction, true)
    document.addEventListener('keydown', noteAction, true)
    const stopWatching = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged || !personHasActed) return
      // Without scrolling to it: the router has already put the page where it belongs, at the
      // top for a new page, and where the reader left it on Back or Forward (scrolling to the
      // heading took a reader who went back to a feed to its top, however far down they were).
      focusMainHeading({ preventScroll: true })
    })
    return () => {
      document.removeEventListener('click', noteAction, true)
      document.removeEventListener('keydown', noteAction, true)
      stopWatching()
    }
  }, [router])
}
