import { setupWorker } from 'msw/browser'
import { DEFAULT_SEED } from './db/random'
import { DEMO_ACCOUNTS } from './db/seed'
import { forget, loadPersisted, persist } from './db/persistence'
import { getDb, getSeed, loadDb, onCommit, resetDb, worldVariant } from './db/store'
import { handlers } from './handlers/index'
import { clearMail, listMail } from './mailbox'
import { SCENARIOS, type ScenarioName } from './scenarios/index'
import { getScenario, isScenarioName, setScenario as setActiveScenario } from './scenarios/state'

/**
 * The mocks in the browser. The world survives a reload (localStorage, keyed by seed) until
 * `resetMockDb()`; the scenario is kept per tab (sessionStorage) until `?scenario=none`.
 */
const SEED_KEY = 'film-waffle:mock-seed'
const SCENARIO_KEY = 'film-waffle:mock-scenario'

let persistScheduled = false

function schedulePersist(): void {
  if (persistScheduled) return
  persistScheduled = true
  // One save per request, however many rows it touched.
  queueMicrotask(() => {
    persistScheduled = false
    persist(window.localStorage, getDb(), worldVariant())
  })
}

function readSeed(url: URL): number {
  const fromUrl = url.searchParams.get('seed')
  if (fromUrl !== null) {
    const seed = Number.parseInt(fromUrl, 10)
    if (Number.isFinite(seed)) {
      window.localStorage.setItem(SEED_KEY, String(seed))
      return seed
    }
    console.warn(`[mocks] ignoring ?seed=${fromUrl}: not an integer`)
  }
  const stored = Number.parseInt(window.localStorage.getItem(SEED_KEY) ?? '', 10)
  return Number.isFinite(stored) ? stored : DEFAULT_SEED
}

function readScenario(url: URL): void {
  const fromUrl = url.searchParams.get('scenario')
  if (fromUrl !== null) {
    if (fromUrl === 'none' || fromUrl === '') window.sessionStorage.removeItem(SCENARIO_KEY)
    else if (isScenarioName(fromUrl)) window.sessionStorage.setItem(SCENARIO_KEY, fromUrl)
    else
      console.warn(
        `[mocks] unknown scenario "${fromUrl}"; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
      )
  }
  const stored = window.sessionStorage.getItem(SCENARIO_KEY)
  setActiveScenario(stored && isScenarioName(stored) ? stored : null)
}

function openWorld(seed: number): void {
  // `npm run bench` reads this measure: the time to build (or reload) the seeded world.
  performance.mark('mock:world:start')
  const saved = loadPersisted(window.localStorage, seed, worldVariant())
  if (saved) loadDb(saved)
  else {
    resetDb(seed)
    persist(window.localStorage, getDb(), worldVariant())
  }
  performance.measure('mock:world', 'mock:world:start')
}

export async function startMockWorker(): Promise<void> {
  const url = new URL(window.location.href)
  readScenario(url)
  openWorld(readSeed(url))
  onCommit(schedulePersist)
  const worker = setupWorker(...handlers)
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Scripts, styles, fonts and the dev server's own requests pass through quietly.
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning()
    },
  })
  // QA (devtools) and the end-to-end suite switch a scenario without a reload, to see a screen
  // recover by its own retry; the toolbar reloads on purpose. Mock mode only.
  Object.defineProperty(window, '__filmWaffleMocks', {
    value: { setScenario, getScenario },
    configurable: true,
  })
}

export interface MockState {
  seed: number
  scenario: ScenarioName | null
  scenarios: typeof SCENARIOS
  demoAccounts: typeof DEMO_ACCOUNTS
}

export function getMockState(): MockState {
  return {
    seed: getSeed(),
    scenario: getScenario(),
    scenarios: SCENARIOS,
    demoAccounts: DEMO_ACCOUNTS,
  }
}

/** Switches the scenario for this tab; `null` or 'none' switches it off. */
export function setScenario(name: string | null): void {
  const active = setActiveScenario(name)
  if (active) window.sessionStorage.setItem(SCENARIO_KEY, active)
  else window.sessionStorage.removeItem(SCENARIO_KEY)
}

/** Moves to another world (its saved state if it has one). Reload the page afterwards. */
export function setSeed(seed: number): void {
  window.localStorage.setItem(SEED_KEY, String(seed))
  openWorld(seed)
}

/** Throws the saved world away and rebuilds it from its seed. Reload the page afterwards. */
export function resetMockDb(): void {
  const seed = getSeed()
  forget(window.localStorage, seed, worldVariant())
  resetDb(seed)
  persist(window.localStorage, getDb(), worldVariant())
}

export { clearMail, listMail }
