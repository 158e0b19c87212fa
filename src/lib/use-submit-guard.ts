import { useCallback, useRef, useState } from 'react'

/**
 * Runs one submission at a time. The ref closes the gap between a double click's two events,
 * before React has re-rendered the button as busy.
 */
export function useSubmitGuard() {
  const running = useRef(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const guard = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setSubmitting(true)
    try {
      await task()
    } finally {
      running.current = false
      setSubmitting(false)
    }
  }, [])
  return { isSubmitting, guard }
}
