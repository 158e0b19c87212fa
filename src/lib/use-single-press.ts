import { useCallback, useMemo, useRef } from 'react'

/** Two presses this close together are one double click, not a toggle and its undo. */
export const DOUBLE_PRESS_MS = 500

/**
 * For a toggle whose answer can arrive before a double click's second press (a fast server):
 * `isFreshPress()` is false for that second press, and `begin()`/`end()` keep one request in
 * flight at a time. Refs, not state: the second press comes before React re-renders the button.
 */
export function useSinglePress() {
  const running = useRef(false)
  const lastPress = useRef(Number.NEGATIVE_INFINITY)

  const isFreshPress = useCallback(() => {
    const now = performance.now()
    if (now - lastPress.current < DOUBLE_PRESS_MS) return false
    lastPress.current = now
    return true
  }, [])

  /** False when a request is already running; otherwise marks one as running. */
  const begin = useCallback(() => {
    if (running.current) return false
    running.current = true
    return true
  }, [])

  const end = useCallback(() => {
    running.current = false
  }, [])

  return useMemo(() => ({ isFreshPress, begin, end }), [isFreshPress, begin, end])
}
