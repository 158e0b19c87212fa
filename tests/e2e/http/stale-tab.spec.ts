import type { Page } from '@playwright/test'
import { failedRequestLog } from '../fixtures'
import { expect, test, waitForHttpApp } from './support'

/**
 * A tab opened before a deploy asks for files the server no longer has: the code of the next page
 * it opens is a 404 (docs/behaviour.md#a-file-that-did-not-download). Played here on a board's
 * page code, in the production build, over real HTTP (and through nginx in the `nginx` project).
 */

const BOARD_PAGE_CODE = /\/assets\/board\._boardSlug-[\w-]+\.js$/

/** What Chromium and the router log when the board's page code does not download. */
const MISSING_CODE_LOG = [
  failedRequestLog(404, '/assets/board._boardSlug-'),
  /^TypeError: Failed to fetch dynamically imported module: \S+\/assets\/board\._boardSlug-/,
]

/** Opens /new and returns the first board link of its feed, with the board's name. */
async function openFeed(page: Page) {
  await page.goto('/new')
  await waitForHttpApp(page)
  const link = page.getByRole('main').locator('a[href^="/board/"]:visible').first()
  return { link, board: (await link.textContent()) ?? '' }
}

/** How the document was last loaded: `navigate`, or `reload` once the page loaded itself again. */
function loadType(page: Page) {
  return page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  )
}

test('after a deploy, the page loads the new version by itself and lands where the member was going', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...MISSING_CODE_LOG)
  const { link, board } = await openFeed(page)
  // The old build's file is gone until the page loads again, which asks for the new build's
  // files (here the same names, present again).
  let deployed = false
  page.on('request', (request) => {
    if (request.isNavigationRequest()) deployed = true
  })
  await page.route(BOARD_PAGE_CODE, (route) =>
    deployed ? route.continue() : route.fulfill({ status: 404, body: 'Not found' }),
  )

  await link.click()

  await expect(page.getByRole('heading', { level: 1, name: board })).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/^\/board\//)
  expect(await loadType(page)).toBe('reload')
})

test('a file that stays missing: one reload, then the error screen says so; no loop', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...MISSING_CODE_LOG)
  const { link, board } = await openFeed(page)
  let documents = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1
  })
  await page.route(BOARD_PAGE_CODE, (route) => route.fulfill({ status: 404, body: 'Not found' }))

  const reloaded = page.waitForEvent('load')
  await link.click()
  await reloaded

  const main = page.getByRole('main')
  await expect(main.getByRole('alert')).toContainText(
    'Part of Film Waffle could not be downloaded. The site may have been updated since you opened it: try again to load the latest version.',
  )
  expect(await loadType(page)).toBe('reload')
  // The screen stays: the page loaded itself again once, not in a loop.
  await page.waitForTimeout(1_000)
  expect(documents).toBe(1)
  await expect(main.getByRole('alert')).toBeVisible()

  // The server has the file again: "Try again" loads the page again.
  await page.unroute(BOARD_PAGE_CODE)
  await main.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: board })).toBeVisible()
  expect(documents).toBe(2)
})

test('offline, the screen says the server could not be reached and stays; back online, "Try again" brings the page', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    ...MISSING_CODE_LOG,
    /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
  )
  const { link, board } = await openFeed(page)

  await context.setOffline(true)
  await link.click()

  const main = page.getByRole('main')
  await expect(main.getByRole('alert')).toContainText(
    'I could not reach the server, please check your connection and try again.',
  )
  // No reload: offline, it would replace the site with the browser's own error page.
  expect(await loadType(page)).toBe('navigate')

  await context.setOffline(false)
  await main.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: board })).toBeVisible()
})
