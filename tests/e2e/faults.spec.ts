import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { MockTraffic } from '#mocks/browser'
import {
  expect,
  fetchJson,
  gotoExplained,
  recordSweepCoverage,
  signIn,
  test as base,
  waitForAppReady,
  waitForMockWorker,
  watchContext,
  type ProblemLog,
} from './fixtures'
import { SLOW_DELAY_MS } from '#mocks/scenarios/slow'
import { sweepRoutes, type SweepRoute } from './routes'

/**
 * Every screen of the sweep under every fault, signed in, at one width (the layout sweeps cover
 * the widths; this one is about states):
 * - `server-error` and `offline`: the screen renders (its heading, never a blank page or an
 *   uncaught exception), and wherever data failed it says so with a "Try again" button; switching
 *   the fault off in the page (no reload) and pressing it brings the data back;
 * - `slow`: a screen that asks the API for anything shows a loading state first, then the page
 *   (each answer's delay is skipped on the page's clock).
 * The mocks' scenario is switched in the page through `window.__filmWaffleMocks` (mocks/browser.ts).
 */

type Fault = 'server-error' | 'offline' | 'slow'

interface FaultBrowsing {
  context: BrowserContext
  page: Page
  log: ProblemLog
}

const test = base.extend<{ faultPage: FaultBrowsing }, { faultWorld: FaultBrowsing }>({
  faultWorld: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? 'http://localhost:4173'
      const browsing = await open(browser, baseURL)
      await provide(browsing)
      await browsing.context.close()
    },
    { scope: 'worker' },
  ],
  faultPage: async ({ faultWorld, toleratedConsoleErrors }, provide) => {
    faultWorld.log.reset()
    await provide(faultWorld)
    // Whatever happened, the next test starts without a fault.
    await setFault(faultWorld.page, null).catch(() => undefined)
    // The tab lives on into the next test: an answer still on its way belongs to this one (a
    // recovered screen's last refetch), so its console lines are judged here, by this route's rules.
    await apiQuiet(faultWorld.page, { fromNow: false, timeout: 5_000 }).catch(() => undefined)
    faultWorld.log.assertClean(toleratedConsoleErrors)
  },
})

async function open(browser: Browser, baseURL: string): Promise<FaultBrowsing> {
  const context = await browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
  })
  // The page's clock flows as usual, but a test can skip the retries' back-off (1 s, then 2 s)
  // instead of sleeping through it.
  await context.clock.install()
  const log = await watchContext(context)
  const page = await context.newPage()
  await signIn(page)
  return { context, page, log }
}

/**
 * The previous test left the app on screen (its teardown switched the fault off): switch the next
 * fault in place rather than loading a page only for that. A fresh or broken tab loads /404 first.
 */
async function onAppPage(page: Page): Promise<void> {
  const ready =
    page.url().startsWith('http') &&
    (await page.evaluate(() => '__filmWaffleMocks' in window).catch(() => false))
  if (ready) return
  await page.goto('/404')
  await waitForAppReady(page)
}

/** The page's API calls as the mocks count them (mocks/browser.ts); null between documents. */
async function trafficOf(page: Page): Promise<MockTraffic | null> {
  return page
    .evaluate(() => {
      const mocks = (window as unknown as { __filmWaffleMocks?: { traffic(): MockTraffic } })
        .__filmWaffleMocks
      return mocks ? mocks.traffic() : null
    })
    .catch(() => null)
}

/**
 * Resolves once no API call of the page has been waiting for `quietMs`, counted from this call
 * (`fromNow`) or including the time before it. The mocks count the calls in the page: with the
 * suite's route on the context, Playwright does not report requests a service worker answered.
 * With `skipMs`, a call that is waiting moves the page's clock on by that much: a `slow` answer's
 * delay runs on the page's clock (MSW's handlers run in the page), so it is skipped instead of sat
 * through. The client's own timeout (30 s) is far from a few skips.
 */
async function apiQuiet(
  page: Page,
  { quietMs = 300, skipMs = 0, fromNow = true, timeout = 15_000 } = {},
): Promise<void> {
  const since = Date.now()
  await expect
    .poll(
      async () => {
        const traffic = await trafficOf(page)
        if (!traffic) return false
        if (traffic.waiting > 0) {
          if (skipMs > 0) await page.clock.fastForward(skipMs)
          return false
        }
        return traffic.quietFor >= quietMs && (!fromNow || Date.now() - since >= quietMs)
      },
      { intervals: [50], timeout },
    )
    .toBe(true)
}

/** API calls since the page loaded. */
async function apiCallsOf(page: Page): Promise<number> {
  return (await trafficOf(page))?.started ?? 0
}

/** Switches the mock scenario of this tab without a reload (kept for the tab, like ?scenario=). */
async function setFault(page: Page, fault: Fault | null): Promise<void> {
  await page.evaluate((name) => {
    const mocks = (
      window as unknown as { __filmWaffleMocks?: { setScenario(n: string | null): void } }
    ).__filmWaffleMocks
    if (!mocks) throw new Error('the mock toolbar API is not on the page: is this a mock build?')
    mocks.setScenario(name)
  }, fault)
}

const urls = new Map<string, Promise<string>>()
function urlOf(route: SweepRoute, page: Page): Promise<string> {
  const { path } = route
  if (typeof path === 'string') return Promise.resolve(path)
  let url = urls.get(route.name)
  if (!url) {
    url = path({ get: async <T>(apiPath: string) => (await fetchJson(page, apiPath)) as T })
    url.catch(() => urls.delete(route.name))
    urls.set(route.name, url)
  }
  return url
}

/** The browser's console line for a failed API call: expected by design under these faults. */
const FAILED_API_CALL =
  /^Failed to load resource: (?:the server responded with a status of 5\d\d|net::ERR_FAILED)/

const LOADING = '[role="status"], [aria-busy="true"], [role="progressbar"]'

async function errorStates(page: Page): Promise<{ errors: number; retries: number }> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    const retries = [...document.querySelectorAll('button')].filter(
      (b) => /^\s*Try again\s*$/.test(b.textContent ?? '') && visible(b),
    ).length
    const errors = [...document.querySelectorAll('[role="alert"]')].filter(visible).length
    return { errors, retries }
  })
}

for (const fault of ['server-error', 'offline'] as const) {
  test.describe(`${fault}, signed in, 1280px`, () => {
    for (const route of sweepRoutes) {
      test(route.name, async ({ faultPage: { page }, allowConsoleErrors }) => {
        // React reports each error an error boundary caught (the screen shows it with a retry).
        allowConsoleErrors(FAILED_API_CALL, /^ApiError: /, ...(route.allowedConsoleErrors ?? []))
        const url = await urlOf(route, page)
        await onAppPage(page)
        await setFault(page, fault)

        await gotoExplained(page, url)
        // Not the heading yet: a screen whose data is failing may show it only once its retries
        // have given up, and waiting for it here would sit through the real back-offs.
        await waitForMockWorker(page)
        // Reads are retried twice (1 s, then 2 s) before a screen gives up: each back-off is
        // skipped on the page's clock, and its retries are awaited.
        await apiQuiet(page)
        for (const backOff of [1_000, 2_000]) {
          await page.clock.fastForward(backOff)
          await apiQuiet(page)
        }
        const apiCalls = await apiCallsOf(page)

        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        const during = await errorStates(page)
        expect(
          during.retries,
          `${url} shows ${during.errors} error message(s) but fewer "Try again" buttons`,
        ).toBeGreaterThanOrEqual(Math.min(during.errors, 1))

        if (during.retries > 0) {
          // Recover in place: the marker would vanish with a reload.
          await page.evaluate(
            () => ((window as unknown as { __noReload: boolean }).__noReload = true),
          )
          await setFault(page, null)
          for (let i = 0; i < 10; i += 1) {
            const retry = page.getByRole('button', { name: 'Try again', exact: true }).first()
            if (!(await retry.isVisible().catch(() => false))) break
            // The load state is long settled in a single-page app: wait for the screen's own
            // requests instead (a recovered session then loads the route's data and code).
            await retry.click()
            await apiQuiet(page, { quietMs: 500 })
          }
          await expect(page.getByRole('button', { name: 'Try again', exact: true })).toHaveCount(0)
          expect(
            await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
            'recovering reloaded the page',
          ).toBe(true)
        }
        recordSweepCoverage({ route: route.name, state: fault, width: 1280 })
        test.info().annotations.push({
          type: 'fault',
          description: `${apiCalls} API calls, ${during.retries} retry button(s)`,
        })
      })
    }
  })
}

test.describe('slow, signed in, 1280px', () => {
  for (const route of sweepRoutes) {
    test(route.name, async ({ faultPage: { page }, allowConsoleErrors }) => {
      allowConsoleErrors(...(route.allowedConsoleErrors ?? []))
      const url = await urlOf(route, page)
      await onAppPage(page)
      await setFault(page, 'slow')

      // Watch for a loading state from the first paint on.
      await page.addInitScript((selector) => {
        const w = window as unknown as { __sawLoading?: boolean }
        const check = () => {
          if (document.querySelector(selector)) w.__sawLoading = true
        }
        new MutationObserver(check).observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
        })
      }, LOADING)
      await gotoExplained(page, url)
      // Each answer's delay is skipped once the mocks hold it, the first screen's too.
      await apiQuiet(page, { skipMs: SLOW_DELAY_MS })
      await waitForMockWorker(page)
      const apiCalls = await apiCallsOf(page)
      await waitForAppReady(page)

      if (apiCalls > 0) {
        expect(
          await page.evaluate(() => (window as unknown as { __sawLoading?: boolean }).__sawLoading),
          `${url} waited ${apiCalls} slow API call(s) without a loading state`,
        ).toBe(true)
      }
      expect((await errorStates(page)).retries, 'a slow answer is not an error').toBe(0)
      recordSweepCoverage({ route: route.name, state: 'slow', width: 1280 })
    })
  }
})
