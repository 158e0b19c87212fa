import type { Locator, Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERNAME, expect, signIn, test, waitForAppReady } from './fixtures'

/**
 * The application shell (docs/behaviour.md#navigation-and-layout): redirects, the guard, header
 * search, Help, skip link.
 */

function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

/** Presses Tab until `target` has focus, proving it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`${String(target)} was not reached after ${maxPresses} presses of Tab`)
}

test.describe('redirects', () => {
  test('/ opens the home page', async ({ page }) => {
    await page.goto('/')
    await waitForAppReady(page)

    await expect.poll(() => pathOf(page)).toBe('/home')
  })

  test('an unknown path lands on /404 saying "Page not found"', async ({ page }) => {
    await page.goto('/no/such/page')
    await waitForAppReady(page)

    await expect.poll(() => pathOf(page)).toBe('/404')
    const main = page.getByRole('main')
    await expect(main).toContainText('404')
    await expect(main).toContainText('Page not found')
    // Nobody has used the page yet: the redirect leaves focus where any first load leaves it,
    // not on the heading (whose focus ring boxed "404" for someone who mistyped an address).
    await page.evaluate(() => new Promise((settled) => setTimeout(settled, 100)))
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  })

  test('after the person has used the page, a new page takes focus to its heading', async ({
    page,
  }) => {
    await page.goto('/home')
    await waitForAppReady(page)

    await page.getByRole('link', { name: 'Browse groups' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeFocused()
  })
})

test.describe('the members-only guard', () => {
  test('sends a visitor from /settings to /login, remembering where they were going', async ({
    page,
  }) => {
    await page.goto('/settings')
    await waitForAppReady(page)

    await expect.poll(() => pathOf(page)).toBe('/login')
    const redirect = new URL(page.url()).searchParams.get('redirect')
    expect(redirect, 'the login URL carries a redirect parameter').not.toBeNull()
    expect(new URL(redirect ?? '', page.url()).pathname).toBe('/settings')
  })

  test('lets the member through to the remembered page once signed in', async ({ page }) => {
    await page.goto('/settings')
    await waitForAppReady(page)
    await expect.poll(() => pathOf(page)).toBe('/login')
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? ''

    await signIn(page)
    await page.goto(redirect)
    await waitForAppReady(page)

    expect(pathOf(page)).toBe('/settings')
  })

  test('signing in through the login form returns to the remembered page', async ({ page }) => {
    await page.goto('/settings')
    await waitForAppReady(page)
    await expect.poll(() => pathOf(page)).toBe('/login')

    const main = page.getByRole('main')
    await main.getByLabel('Username').fill(DEMO_USERNAME)
    await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await main.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click()

    await expect.poll(() => pathOf(page)).toBe('/settings')
    await waitForAppReady(page)
  })
})

test.describe('header search', () => {
  test('Enter puts the typed text into ?query= on the current page', async ({ page }) => {
    await page.goto('/home')
    await waitForAppReady(page)

    const search = page.getByPlaceholder('Search for topics...')
    await search.fill('alien')
    await search.press('Enter')

    await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe('alien')
    expect(pathOf(page)).toBe('/home')
  })

  test('on a phone the search opens from its button and searches the same way', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/home')
    await waitForAppReady(page)

    const search = page.getByPlaceholder('Search for topics...')
    await expect(search).toBeHidden()
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    await expect(search).toBeFocused()
    await search.fill('alien')
    await search.press('Enter')

    await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe('alien')
  })
})

test.describe('Help', () => {
  test('opens from the keyboard, shows the support address, and Escape closes it back to the button', async ({
    page,
  }) => {
    await page.goto('/home')
    await waitForAppReady(page)
    const help = page.getByRole('banner').getByRole('button', { name: 'Help' })

    await tabTo(page, help)
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const address = dialog.getByRole('link', { name: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ })
    await expect(address).toBeVisible()
    await expect(address).toHaveAttribute('href', `mailto:${(await address.textContent()) ?? ''}`)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(help).toBeFocused()
  })
})

test.describe('skip link', () => {
  test('is the first stop of the keyboard and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/home')
    await waitForAppReady(page)

    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()

    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})

test.describe('the first paint', () => {
  for (const width of [375, 1280]) {
    test(`shows the header before any script runs, where the app then draws it, at ${width}px`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/net::ERR_FAILED \(http:\/\/localhost:\d+\/.*\.js/)
      await page.setViewportSize({ width, height: 800 })
      const logo = page.locator('#painted-header .fw-logo')

      // No script at all: what a slow line shows while the code downloads.
      await page.route('**/*.js', (route) => route.abort())
      await page.goto('/new')
      await expect(logo).toBeVisible()
      await expect(logo).toContainText('FILM WAFFLE')
      const painted = await logo.boundingBox()
      const bar = await page.locator('#painted-header').boundingBox()

      await page.unroute('**/*.js')
      await page.reload()
      await waitForAppReady(page)
      const appLogo = page.getByRole('banner').getByRole('link', { name: 'Film Waffle home' })
      await expect(appLogo).toBeVisible()
      // The app's header is the same bar with the logo in the same place: nothing jumps.
      expect(await appLogo.boundingBox()).toEqual(painted)
      expect(await page.getByRole('banner').boundingBox()).toEqual(bar)
      // The painted copy is no longer shown, not merely covered by the app's header.
      await expect(page.locator('#painted-header')).toBeHidden()
    })
  }
})
