import { setupWorker } from 'msw/browser'
import {
  DOCUMENTED_OPERATIONS,
  formatForce,
  getForced,
  setForced as setActiveForced,
  type DocumentedOperation,
  type ForcedStatus,
} from './contract/force'
import { DEFAULT_SEED } from './db/random'
import { DEMO_ACCOUNTS } from './db/seed'
import { forget, loadPersisted, persist } from './db/persistence'
import { getDb, getSeed, loadDb, onCommit, resetDb, worldVariant } from './db/store'
import { handlers } from './handlers/index'
import { clearMail, listMail } from './mailbox'
import { SCENARIOS, type ScenarioName } from './scenarios/index'
import { isApiCall } from './scenarios/lib'
import { getScenario, isScenarioName, setScenario as setActiveScenario } from './scenarios/state'

/**
 * The mocks in the browser. The world survives a reload (localStorage, keyed by seed) until
 * `resetMockDb()`; the scenario is kept per tab (sessionStorage) until `?scenario=none`.
 */
const SEED_KEY = 'film-waffle:mock-seed'
const SCENARIO_KEY = 'film-waffle:mock-scenario'
const FORCE_KEY = 'film-waffle:mock-force'

/** What `?force=` asked for that was refused, with the reasons (shown by the toolbar). */
let forceRefused: string[] = []

/** Saves the world in force, under its seed and variant. */
function saveWorld(): void {
  persist(window.localStorage, getDb(), worldVariant())
}

let persistScheduled = false

function schedulePersist(): void {
  if (persistScheduled) return
  persistScheduled = true
  // One save per request, however many rows it touched.
  queueMicrotask(() => {
    persistScheduled = false
    saveWorld()
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

/**
 * `?force=createPost:500,voteOnPost:205` is kept for the tab until `?force=none` (or an empty
 * `?force=`). Undocumented statuses and unknown operations are refused, loudly, and left out.
 */
export function readForce(url: URL): void {
  const fromUrl = url.searchParams.get('force')
  const text = fromUrl ?? window.sessionStorage.getItem(FORCE_KEY) ?? ''
  const { forced, refused } = setActiveForced(text)
  forceRefused = refused
  if (refused.length > 0)
    console.error(`[mocks] ?force=${text}: refused:\n  ${refused.join('\n  ')}`)
  if (forced.length > 0) window.sessionStorage.setItem(FORCE_KEY, formatForce(forced))
  else window.sessionStorage.removeItem(FORCE_KEY)
  if (forced.length > 0)
    console.info(`[mocks] forcing ${formatForce(forced)} for this tab (?force=none ends it)`)
}

/**
 * A freshly built world is saved once the page is idle, not before the first request: the save
 * (400 KB of JSON into localStorage) took a fifth of the start-up time. Nothing is lost if the
 * tab closes first: the world is pure in its seed and variant, so the next start builds the same
 * one, and a request that changes it saves at once (schedulePersist).
 */
function saveWhenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(saveWorld, { timeout: 2000 })
  else setTimeout(saveWorld, 500)
}

function openWorld(seed: number): void {
  // `npm run bench` reads this measure: the time to build (or reload) the seeded world.
  performance.mark('mock:world:start')
  const saved = loadPersisted(window.localStorage, seed, worldVariant())
  if (saved) loadDb(saved)
  else {
    resetDb(seed)
    saveWhenIdle()
  }
  performance.measure('mock:world', 'mock:world:start')
}

/**
 * msw 2.x calls `registration.update()` on an existing worker registration and drops the promise
 * (get-worker-instance.ts). When the browser is already updating it, or the page is being left,
 * that update rejects ("Failed to update a ServiceWorker … Not found") as an uncaught error on a
 * page that works perfectly. The check is only a freshness check of our own script: its
 * failure is marked handled (callers that await the promise still see it).
 */
function handleDroppedWorkerUpdates(): void {
  const proto = window.ServiceWorkerRegistration?.prototype
  if (!proto || (proto.update as { handled?: true }).handled) return
  const update = proto.update
  const handled = function (this: ServiceWorkerRegistration) {
    const result = update.call(this)
    result.catch(() => undefined)
    return result
  }
  Object.assign(handled, { handled: true })
  proto.update = handled
}

export async function startMockWorker(): Promise<void> {
  handleDroppedWorkerUpdates()
  const url = new URL(window.location.href)
  readScenario(url)
  readForce(url)
  openWorld(readSeed(url))
  onCommit(schedulePersist)
  const worker = setupWorker(...handlers)
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Scripts, styles, fonts and the dev server's own requests pass through quietly.
      if (isApiCall(request)) print.warning()
    },
  })
  const traffic = watchTraffic(worker)
  // QA (devtools) and the end-to-end suite switch a scenario without a reload, to see a screen
  // recover by its own retry; the toolbar reloads on purpose. Mock mode only.
  Object.defineProperty(window, '__filmWaffleMocks', {
    value: { setScenario, getScenario, traffic },
    configurable: true,
  })
}

/** The API calls this page has made to the mocks, as `__filmWaffleMocks.traffic()` reports them. */
export interface MockTraffic {
  /** API calls since the page loaded. */
  started: number
  /** API calls still waiting for their answer (a `slow` scenario's delay included). */
  waiting: number
  /** Milliseconds on the page's clock since a call last started or ended. */
  quietFor: number
}

/**
 * Counts the page's API calls as the mocks handle them. The end-to-end suite waits on this rather
 * than on the browser's network events: with a route on the context (the suite blocks foreign
 * requests), Playwright does not report a request a service worker answered.
 */
function watchTraffic(worker: ReturnType<typeof setupWorker>): () => MockTraffic {
  const waiting = new Set<string>()
  let started = 0
  let changedAt = performance.now()
  worker.events.on('request:start', ({ request, requestId }) => {
    if (!isApiCall(request)) return
    started += 1
    waiting.add(requestId)
    changedAt = performance.now()
  })
  const ended = ({ requestId }: { requestId: string }) => {
    if (waiting.delete(requestId)) changedAt = performance.now()
  }
  worker.events.on('request:end', ended)
  // A handler that throws ends without `request:end`.
  worker.events.on('unhandledException', ended)
  return () => ({ started, waiting: waiting.size, quietFor: performance.now() - changedAt })
}

export interface MockState {
  seed: number
  scenario: ScenarioName | null
  scenarios: typeof SCENARIOS
  demoAccounts: typeof DEMO_ACCOUNTS
  /** Operations answering a forced status in this tab (`?force=`). */
  forced: ForcedStatus[]
  /** Entries of `?force=` that were refused, each with its reason. */
  forceRefused: string[]
  /** Every operation with its documented statuses, for the toolbar's picker. */
  operations: readonly DocumentedOperation[]
}

export function getMockState(): MockState {
  return {
    seed: getSeed(),
    scenario: getScenario(),
    scenarios: SCENARIOS,
    demoAccounts: DEMO_ACCOUNTS,
    forced: getForced(),
    forceRefused,
    operations: DOCUMENTED_OPERATIONS,
  }
}

/**
 * Forces statuses for this tab (replacing the current list; an empty list ends it). Returns the
 * refusals: an operation the document does not have, or a status it does not document.
 */
export function setForced(forced: readonly ForcedStatus[]): string[] {
  const result = setActiveForced(forced)
  if (result.forced.length > 0) window.sessionStorage.setItem(FORCE_KEY, formatForce(result.forced))
  else window.sessionStorage.removeItem(FORCE_KEY)
  return result.refused
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
  saveWorld()
}

export { clearMail, listMail }
