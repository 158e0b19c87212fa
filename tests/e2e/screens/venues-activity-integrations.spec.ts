import {
  expect,
  expectNoSeriousAxeViolations,
  failedRequestLog,
  signIn,
  test,
  waitForAppReady,
} from '../fixtures'

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

  // Unmarked: it stays listed (so a slip can be undone), marked again with one press.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
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

test('a member opens the activity log from the menu and narrows it by date', async ({ page }) => {
  test.slow()
  await page.goto('/home')
  await signIn(page)
  await page.goto('/profile')
  await waitForAppReady(page)
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

  const times = log.locator('li time')
  await expect(times.first()).toBeVisible()
  for (const text of await times.allInnerTexts()) expect(text).toMatch(/^(29|30) Oct 2026/)

  // The reviewer insights answer for this account (or say politely that they do not).
  await expect(page.getByRole('region', { name: 'Reviewer insights' })).toContainText(
    /Posts|not available for your account/,
  )

  await log.getByRole('button', { name: 'All dates' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBeNull()
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
  await expect(page.getByRole('alert')).toContainText('We could not connect your Facebook account')
  await expect(page.getByRole('link', { name: 'Back to your profile' })).toBeVisible()
})

test('an unknown platform goes to /404', async ({ page }) => {
  await page.goto('/integration/myspace/callback?code=x')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/404')
})
