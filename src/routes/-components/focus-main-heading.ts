import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * After a navigation to another page (not on first load, and not when only the search changes,
 * e.g. while searching), move focus to the page's heading so screen-reader and keyboard users
 * start at the new content instead of wherever the old page left them.
 */
export function useFocusMainHeadingOnNavigate(): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return
        // Wait one tick: the new page commits to the DOM just after the router resolves.
        window.setTimeout(() => {
          const heading = document.querySelector<HTMLElement>('#main h1')
          if (!heading) return
          if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
          heading.focus({ preventScroll: false })
        }, 0)
      }),
    [router],
  )
}
