import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  fetchJson,
  gotoExplained,
  isSignedIn,
  oncePerWorker,
  recordSweepCoverage,
  test,
  waitForAppReady,
  type Auth,
} from './fixtures'
import { sweepRoutes, type SweepRoute } from './routes'
import type { Page } from '@playwright/test'

/**
 * Every screen, signed out and signed in, at a phone and a desktop width: the page must render
 * without a console error or uncaught exception (checked by the fixture at teardown), without
 * reaching any host but this one, without sideways scrolling, and without a serious or critical
 * axe-core violation. One test per route × audience: the page is loaded at the phone width, checked,
 * then widened to the desktop and checked again (as a window is resized, with the layout's own
 * media queries); every failure names its width.
 */

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const

const AUDIENCES: { auth: Auth; label: string }[] = [
  { auth: 'anonymous', label: 'signed out' },
  { auth: 'member', label: 'signed in' },
]

/** The real URL of a route; dynamic ones are looked up once per worker in the mock API. */
async function urlOf(route: SweepRoute, page: Page): Promise<string> {
  const { path } = route
  if (typeof path === 'string') return path
  return oncePerWorker(`sweep:${route.name}`, async () => {
    // The mock API answers only a page the mock worker controls.
    if (!page.url().startsWith('http')) await page.goto('/404')
    return path({ get: async <T>(apiPath: string) => (await fetchJson(page, apiPath)) as T })
  })
}

for (const { auth, label } of AUDIENCES) {
  test.describe(label, () => {
    test.use({ auth, viewport: VIEWPORTS[0] })

    for (const route of sweepRoutes) {
      test(route.name, async ({ sharedPage: page, allowConsoleErrors }) => {
        allowConsoleErrors(...(route.allowedConsoleErrors ?? []))
        const url = await urlOf(route, page)

        await gotoExplained(page, url)
        await waitForAppReady(page)
        // Let the screen's data arrive so the checks see the finished page, not its skeleton.
        await page.waitForLoadState('networkidle')

        if (route.name !== '/404') {
          expect(new URL(page.url()).pathname, `${url} fell through to the 404 page`).not.toBe(
            '/404',
          )
        }
        if (auth === 'member') {
          expect(await isSignedIn(page), `visiting ${url} ended the session`).toBe(true)
        }
        for (const viewport of VIEWPORTS) {
          await test.step(`at ${viewport.width}px`, async () => {
            await page.setViewportSize(viewport)
            // Media-query listeners re-render on the next frames: check what they drew.
            await page.evaluate(
              () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
            )
            await expectNoHorizontalOverflow(page)
            const axeRules = await expectNoSeriousAxeViolations(page)
            recordSweepCoverage({
              route: route.name,
              state: label,
              width: viewport.width,
              axeRules,
            })
          })
        }
      })
    }
  })
}
