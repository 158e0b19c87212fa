import {
  clearMail,
  getMockState,
  listMail,
  resetMockDb,
  setForced,
  setScenario,
  setSeed,
  type MockState,
} from '#mocks/browser'
import type { ForcedStatus } from '#mocks/contract/force'
import type { MockMail } from '#mocks/mailbox'

/**
 * What the toolbar needs from the mocks and the page. The browser implementation wraps
 * mocks/browser.ts; tests swap `navigate` for a spy because jsdom cannot load another page.
 */
export interface MockToolbarApi {
  getState: () => MockState
  listMail: () => MockMail[]
  clearMail: () => void
  setScenario: (name: string | null) => void
  /** Replaces the forced statuses for the tab; returns the refusals (empty when all were taken). */
  setForced: (forced: readonly ForcedStatus[]) => string[]
  setSeed: (seed: number) => void
  resetDb: () => void
  /** Loads `url` as a new page, so the app starts again over the changed mocks. */
  navigate: (url: string) => void
  /** Reloads the current page. */
  reload: () => void
}

export const browserToolbarApi: MockToolbarApi = {
  getState: getMockState,
  listMail,
  clearMail,
  setScenario,
  setForced,
  setSeed,
  resetDb: resetMockDb,
  navigate: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
}

/** The current page with some search parameters replaced: `?scenario=` and `?seed=` survive a reload. */
export function currentUrlWith(params: Record<string, string>): string {
  const url = new URL(window.location.href)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.pathname + url.search + url.hash
}

/** The absolute address of the current page with those parameters, to share with someone. */
export function shareableUrlWith(params: Record<string, string>): string {
  return new URL(currentUrlWith(params), window.location.origin).href
}

/**
 * Mail links are rendered only when they stay on this origin: the mocks write paths like
 * `/verification/confirm/41`, and anything else (another host, `javascript:`) is shown as text.
 */
export function sameOriginPath(link: string | null): string | null {
  if (!link) return null
  try {
    const url = new URL(link, window.location.origin)
    if (url.origin !== window.location.origin) return null
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}
