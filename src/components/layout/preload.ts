import { IDLE_PREFETCH_ID, type IdlePrefetchName } from '#lib/idle-prefetch'

/** How long after the load event an idle prefetch waits, so it never competes with the page. */
const AFTER_LOAD_MS = 3000

/**
 * Downloads `name`'s files as index.html lists them (scripts/vite-idle-prefetch.ts): its scripts
 * as module preloads, fetched and parsed but not run, and its stylesheet as a prefetch, not
 * applied. Running them too, as the overlays' imports did, cost every page a task of 140–270 ms
 * 3 s after its load on a phone-speed CPU (Chromium, 4x slowdown; none now), nearly all of it
 * react-aria's module start-up asking for the browser's locale data (the first
 * `Intl.DateTimeFormat.supportedLocalesOf`, ~40 ms unslowed). It runs on the intent to open an
 * overlay now (`openingOverlay`), or on its first open. False where the page lists nothing (the
 * dev server).
 */
function prefetchFiles(name: IdlePrefetchName): boolean {
  const data = document.getElementById(IDLE_PREFETCH_ID)?.textContent
  if (!data) return false
  const files = (JSON.parse(data) as Partial<Record<IdlePrefetchName, string[]>>)[name] ?? []
  for (const href of files) {
    // Once each (overlays share files), and not what the page has asked for already.
    if (document.head.querySelector(`link[href="${href}"]`)) continue
    const link = document.createElement('link')
    if (href.endsWith('.css')) {
      link.rel = 'prefetch'
      link.setAttribute('as', 'style')
    } else {
      // As the module loader will ask for it (the early-requests script's preloads do the same).
      link.rel = 'modulepreload'
      link.crossOrigin = ''
    }
    link.href = href
    document.head.append(link)
  }
  return true
}

/** Each overlay's import, run when someone shows the intent to open it. */
const loaders = new Map<string, () => Promise<unknown>>()

const PREFETCH_ATTRIBUTE = 'data-prefetch'

/**
 * Props for a button that opens an overlay (`<NativeButton {...openingOverlay('search')}>`):
 * pointing at it, pressing it or moving focus to it runs the overlay's code, so that most of it
 * has run by the time the click arrives: from a mouse's hover, a keyboard's Tab, or the ~100 ms
 * between a finger's touch and its click. Only once the overlay can open for this person (its
 * `preloadWhenIdle` has run: the composer's, for a member).
 */
export function openingOverlay(name: IdlePrefetchName) {
  return { [PREFETCH_ATTRIBUTE]: name }
}

function runOnIntent(event: Event) {
  if (!(event.target instanceof Element)) return
  const name = event.target.closest(`[${PREFETCH_ATTRIBUTE}]`)?.getAttribute(PREFETCH_ATTRIBUTE)
  if (name)
    void loaders
      .get(name)?.()
      .catch(() => undefined)
}

function listenForIntent() {
  for (const type of ['pointerover', 'pointerdown', 'focusin']) {
    document.addEventListener(type, runOnIntent, { capture: true, passive: true })
  }
}

/**
 * Fetch an overlay's code (menu, help, search, composer) once the page has settled: after the
 * load event, a pause, then an idle moment. Never before the page's own content (issue 10:
 * overlays not on screen load on first use or when the browser is idle after the load event).
 * Where the page lists no files for it, `load` (the overlay's import) fetches and runs it instead.
 * `load` also runs on the intent to open it (PREFETCH_ATTRIBUTE). Returns the effect's cleanup.
 */
export function preloadWhenIdle(name: IdlePrefetchName, load: () => Promise<unknown>): () => void {
  if (loaders.size === 0) listenForIntent()
  loaders.set(name, load)
  let cancelled = false
  let timer: number | undefined
  let idle: number | undefined
  const run = () => {
    if (cancelled || prefetchFiles(name)) return
    void load().catch(() => undefined)
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
