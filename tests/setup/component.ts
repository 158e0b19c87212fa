/**
 * Setup for the component tier (jsdom). Adds the jest-dom matchers, unmounts after every test
 * (and lets the chunks it started importing land), and fills in the browser APIs jsdom lacks that
 * react-aria, the router and our components use.
 * Network isolation (MSW with onUnhandledRequest: 'error') belongs to the tests' own render
 * helpers, so each test gets a fresh server state.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { inViewEntry } from '#tests/utils/intersection'

afterEach(async () => {
  cleanup()
  // A test may end as soon as a page's heading shows, while the page's lazy chunks (the ad banner
  // on /home, say) are still importing. One still in flight when the file's environment is torn
  // down fails the whole run (EnvironmentTeardownError, seen on a loaded CI machine): let them land.
  await vi.dynamicImportSettled()
})

if (typeof window !== 'undefined') {
  // prefers-color-scheme / prefers-reduced-motion queries: report "no match" by default.
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    })
  }

  // react-aria measures overlays and collections with ResizeObserver.
  if (typeof window.ResizeObserver !== 'function') {
    class ResizeObserverStub implements ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    window.ResizeObserver = ResizeObserverStub
  }

  // Deferred pictures (src/components/ui/deferred-picture.tsx) wait for IntersectionObserver. jsdom
  // lays nothing out, so everything observed is reported in view, as a browser would on a screen
  // tall enough, a task later.
  if (typeof window.IntersectionObserver !== 'function') {
    class IntersectionObserverStub implements IntersectionObserver {
      readonly root = null
      readonly rootMargin = '0px'
      readonly thresholds = [0]
      readonly #callback: IntersectionObserverCallback
      readonly #watched = new Set<Element>()
      constructor(callback: IntersectionObserverCallback) {
        this.#callback = callback
      }
      observe(target: Element) {
        this.#watched.add(target)
        setTimeout(() => {
          if (!this.#watched.has(target)) return
          this.#callback([inViewEntry(target)], this)
        }, 0)
      }
      unobserve(target: Element) {
        this.#watched.delete(target)
      }
      disconnect() {
        this.#watched.clear()
      }
      takeRecords(): IntersectionObserverEntry[] {
        return []
      }
    }
    window.IntersectionObserver = IntersectionObserverStub
  }

  // jsdom fetches no pictures, so none ever fires `load`: report each as loaded, as a browser does
  // once it has it. Otherwise a page's main picture (LeadPicture) would hold the deferred ones
  // back for LEAD_HOLD_MS in every test rather than for two frames;
  // tests/component/components/ui/deferred-picture.test.tsx loads its main picture by hand.
  Object.defineProperty(HTMLImageElement.prototype, 'complete', {
    configurable: true,
    get: () => true,
  })

  // jsdom logs "not implemented" for scrolling, which router scroll restoration calls.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  Element.prototype.scrollIntoView ??= vi.fn()
}
