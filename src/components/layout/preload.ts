/** Fetch a lazily loaded chunk once the page is idle; returns the effect's cleanup. */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined)
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 4000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 2000)
  return () => window.clearTimeout(handle)
}
