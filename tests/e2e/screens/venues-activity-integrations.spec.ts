import {
  expect,
  expectNoSeriousAxeViolations,
  failedRequestLog,
  signIn,
  test,
  waitForAppReady,
} from '../fixtures'
import { DOUBLE_PRESS_MS } from '#lib/use-single-press'

/** Issue 11: favourite venues, the activity log and the social integration callbacks. */

test('a member favourites a venue and still sees it after a reload', async ({ page }) => {
  test.slow()
  await page.goto('/home')
  await signIn(page)
  await page.goto('/profile')
  await waitForAppReady(page)

  const venues = page.getByRole('region', { name: 'Favourite venues' })
  const toggle = venues.getByRole('button', { name: /^Favourite Venue #\d+$/ }).first()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const name = (await toggle.getAttribute('aria-label')) ?? (await toggle.innerText())

  // Unmarked: it stays listed (so a slip can be undone), marked again with one press. A second
  // press within DOUBLE_PRESS_MS is one double click (ignored by design), so this one comes after.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await page.waitForTimeout(DOUBLE_PRESS_MS)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('region', { name: 'Alerts' })).toContainText('is now a favourite')

  await page.reload()
  await waitForAppReady(page)
  await expect(
    page.getByRole('region', { name: 'Favourite venues' }).getByRole('button', { name }),
  ).toHaveAttribute('aria-pressed', 'true')

  // And unmarked for good, it is gone after the next reload.
  await page.getByRole('region', { name: 'Favourite venues' }).getByRole('button', { name }).click()
  await expect(page.getByRole('region', { name: 'Alerts' })).toContainText('no longer a favourite')
  await page.reload()
  await waitForAppReady(page)
  await expect(page.getByRole('region', { name: 'Favourite venues' })).toContainText(
    'You have no favourite venues yet.',
  )
})

test('a member opens the activity log from the menu and narrows it by date', async ({
  page,
  allowConsoleErrors,
}) => {
  test.slow()
  allowConsoleErrors(failedRequestLog(403, '/api/log/insights/reviewer/overview'))
  await page.goto('/home')
  await signIn(page)
  await page.goto('/profile')
  await waitForAppReady(page)
  const insightsAsked: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/log/insights/reviewer/overview'))
      insightsAsked.push(request.url())
  })
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Activity' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
  const log = page.getByRole('region', { name: 'Activity log' })
  await expect(log.getByRole('listitem').first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // Type the range into the picker's segments: day, month, year, then the end date.
  const start = log.getByRole('spinbutton', { name: /day/i }).first()
  await start.click()
  await page.keyboard.type('29102026')
  await page.keyboard.type('30102026')
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2026-10-29')
  await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2026-10-30')

  // The narrowed list replaces the whole one once it answers: every entry is from those two days.
  const times = log.locator('li time')
  await expect
    .poll(async () => {
      const texts = await times.allInnerTexts()
      return texts.length > 0 && texts.every((text) => /^(29|30) Oct 2026/.test(text))
    })
    .toBe(true)

  // filmfan is no reviewer: the server refuses the insights, and the page says so politely.
  await expect(page.getByRole('region', { name: 'Reviewer insights' })).toContainText(
    'not available for your account',
  )
  // The refusal is an answer kept like any other: asked for once (the link's preload), not again
  // by the page's loader, the panel's mount or each change of the date range.
  expect(insightsAsked).toHaveLength(1)

  await log.getByRole('button', { name: 'All dates' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBeNull()
})

test('a reviewer sees the last 30 days beside the log', async ({ page }) => {
  await page.goto('/home')
  await signIn(page, 'critic')
  await page.goto('/activity')
  const insights = page.getByRole('region', { name: 'Reviewer insights' })
  await expect(insights).toContainText('Posts')
  await expect(insights).toContainText('New members')
  await expect(insights.getByRole('link').first()).toHaveAttribute('href', /^\/board\//)
})

test('an integration callback connects the account and leads back to the profile', async ({
  page,
}) => {
  await page.goto('/home')
  await signIn(page)
  await page.goto('/integration/tiktok/callback?code=4f9c2a7e1b')
  await expect(
    page.getByRole('heading', { name: 'Your TikTok account is connected' }),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('link', { name: 'Back to your profile' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
})

test('a refused integration code shows the failure', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedRequestLog(400, '/api/integration/facebook/callback'))
  await page.goto('/home')
  await signIn(page)
  await page.goto('/integration/facebook/callback?code=denied')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('We could not connect your Facebook account')
  // Why, in the server's words: what it said about the `code` (never a status line or a URL).
  await expect(alert).toContainText('Facebook did not accept this authorisation code.')
  await expect(alert).not.toContainText('Request failed')
  await expect(page.getByRole('link', { name: 'Back to your profile' })).toBeVisible()
})

test('an unknown platform goes to /404', async ({ page }) => {
  await page.goto('/integration/myspace/callback?code=x')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/404')
})
