/** How long after the load event an idle prefetch waits, so it never competes with the page. */
const AFTER_LOAD_MS = 3000

/**
 * Fetch a lazily loaded chunk (an overlay: menu, help, composer) once the page has settled: after
 * the load event, a pause, then an idle moment. Never before the page's own content (issue 10:
 * overlays not on screen load on first use or when the browser is idle after the load event).
 * Returns the effect's cleanup.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  let cancelled = false
  let timer: number | undefined
  let idle: number | undefined
  const run = () => {
    if (!cancelled) void load().catch(() => undefined)
  }
  const schedule = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(run, { timeout: 4000 })
      } else run()
    }, AFTER_LOAD_MS)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (timer !== undefined) window.clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}
