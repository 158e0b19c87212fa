import type { Browser, BrowserContext, Page } from '@playwright/test'
import { HOSTILE_FLAG } from '#mocks/db/hostile'
import {
  expect,
  expectNoHorizontalOverflow,
  fetchJson,
  gotoExplained,
  recordSweepCoverage,
  signIn,
  test as base,
  waitForAppReady,
  watchContext,
  type ProblemLog,
} from './fixtures'
import { sweepRoutes, type SweepRoute } from './routes'

/**
 * Every screen over the `hostile` world (mocks/db/hostile.ts: script payloads in every text,
 * javascript:/data:/vbscript: URLs in every URL field, 10,000-character titles, unbroken words,
 * RTL and zero-width characters, emoji, nulls), signed in, at a phone and a desktop width:
 * - no payload runs: the flag they would set stays unset and no dialog opens;
 * - no unsafe URL reaches an href, src, srcset, action, poster or srcdoc;
 * - nothing sticks out sideways;
 * - nothing crashes: the page renders its heading, with no console error or uncaught exception.
 * The Content-Security-Policy is bypassed here, so what is tested is the app's own rendering (the
 * policy would otherwise block an injected payload before the flag could show it; csp.spec.ts and
 * every other spec test the policy).
 */

interface HostileBrowsing {
  context: BrowserContext
  page: Page
  log: ProblemLog
  dialogs: string[]
}

const test = base.extend<{ hostilePage: HostileBrowsing }, { hostileWorld: HostileBrowsing }>({
  hostileWorld: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? 'http://localhost:4173'
      const browsing = await openHostileWorld(browser, baseURL)
      await provide(browsing)
      await browsing.context.close()
    },
    { scope: 'worker' },
  ],
  hostilePage: async ({ hostileWorld, toleratedConsoleErrors }, provide) => {
    hostileWorld.log.reset()
    hostileWorld.dialogs.length = 0
    await provide(hostileWorld)
    const problems = [
      ...hostileWorld.log.describe(toleratedConsoleErrors),
      ...hostileWorld.dialogs.map((message) => `a dialog opened: ${message}`),
    ]
    if (problems.length > 0) {
      throw new Error(`The page misbehaved over the hostile world:\n  - ${problems.join('\n  - ')}`)
    }
  },
})

async function openHostileWorld(browser: Browser, baseURL: string): Promise<HostileBrowsing> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', bypassCSP: true })
  const log = await watchContext(context)
  const dialogs: string[] = []
  context.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => undefined)
  })
  const page = await context.newPage()
  // The scenario is kept for the tab; switching it rebuilds the world, so sign in afterwards.
  await page.goto('/404?scenario=hostile')
  await waitForAppReady(page)
  await signIn(page)
  return { context, page, log, dialogs }
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

/** Attributes whose value the browser follows or runs, and what may never be in them. */
async function unsafeUrlsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const UNSAFE = /^(?:javascript|vbscript|data):/
    const found: string[] = []
    const attributes = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href']
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const raw = element.getAttribute(name)
        if (raw === null) continue
        // Browsers ignore whitespace and control characters inside a scheme: so does this check.
        // eslint-disable-next-line no-control-regex
        const normalised = raw.replace(/[\u0000-\u0020]/g, '').toLowerCase()
        if (
          UNSAFE.test(normalised) ||
          (name === 'srcset' && /(?:javascript|vbscript|data):/.test(normalised))
        ) {
          found.push(`<${element.tagName.toLowerCase()} ${name}="${raw.slice(0, 60)}">`)
        }
      }
      if (element.hasAttribute('srcdoc')) found.push(`<${element.tagName.toLowerCase()} srcdoc>`)
    }
    return found
  })
}

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const

// One load per route: checked at the phone width, then widened to the desktop (whose extra
// columns render more of the data) and checked again; each failure names its width.
test.describe('hostile world', () => {
  for (const route of sweepRoutes) {
    test(route.name, async ({ hostilePage: { page }, allowConsoleErrors }) => {
      allowConsoleErrors(...(route.allowedConsoleErrors ?? []))
      await page.setViewportSize(VIEWPORTS[0])
      const url = await urlOf(route, page)

      await gotoExplained(page, url)
      await waitForAppReady(page)
      await page.waitForLoadState('networkidle')
      expect(
        await page.evaluate(() => sessionStorage.getItem('film-waffle:mock-scenario')),
        'the hostile world is still in force',
      ).toBe('hostile')

      for (const viewport of VIEWPORTS) {
        await test.step(`at ${viewport.width}px`, async () => {
          await page.setViewportSize(viewport)
          // Media-query listeners re-render on the next frames: check what they drew.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          )
          expect(
            await page.evaluate(
              (flag) => (window as unknown as Record<string, unknown>)[flag],
              HOSTILE_FLAG,
            ),
            'a payload from the data ran',
          ).toBeUndefined()
          expect(await unsafeUrlsOnPage(page), 'unsafe URLs reached the page').toEqual([])
          await expectNoHorizontalOverflow(page)
          recordSweepCoverage({ route: route.name, state: 'hostile', width: viewport.width })
        })
      }
    })
  }
})
