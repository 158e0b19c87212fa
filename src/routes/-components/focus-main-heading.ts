import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * Moves focus to the page's main heading (or, on a page without one, the main content), so
 * screen-reader and keyboard users start at the page's content. Waits one tick: the page commits
 * to the DOM just after the router resolves.
 */
export function focusMainHeading(): void {
  window.setTimeout(() => {
    const target =
      document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main')
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1
    target.focus({ preventScroll: false })
  }, 0)
}

/**
 * After a navigation to another page (not on first load, and not when only the search changes,
 * e.g. while searching), move focus to the page's heading instead of leaving it wherever the old
 * page left it.
 */
export function useFocusMainHeadingOnNavigate(): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return
        focusMainHeading()
      }),
    [router],
  )
}
