import { useEffect, useRef } from 'react'

/**
 * Calls `callback(value)` once `value` has stopped changing for `delay` ms (search as you type).
 * `flush` runs it at once, for Enter. The latest callback is always the one called.
 */
export function useDebouncedEffect<T>(value: T, delay: number, callback: (value: T) => void) {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  const isFirst = useRef(true)
  useEffect(() => {
    // The value a screen opens with is already in effect: only changes are sent.
    if (isFirst.current) {
      isFirst.current = false
      return
    }
    const timer = window.setTimeout(() => latest.current(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
}
