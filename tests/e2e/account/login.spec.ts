import {
  DEMO_PASSWORD,
  DEMO_USERNAME,
  expect,
  expectNoSeriousAxeViolations,
  failedRequestLog,
  isSignedIn,
  test,
  waitForAppReady,
} from '../fixtures'
import { alerts, logInWithForm, pathOf } from './helpers'

test.describe('sign-in', () => {
  test('an unverified member is told so and sent to /verification after 5 seconds', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequestLog(401, '/api/auth/login'))
    await page.goto('/login')
    await waitForAppReady(page)

    await logInWithForm(page, 'newbie', DEMO_PASSWORD)
    const notice =
      'Your account is not verified, you must verify before you can login. Redirecting you in 5 seconds...'
    await expect(page.getByRole('main')).toContainText(notice)
    const shownAt = Date.now()
    await expect(alerts(page)).toContainText(notice)

    await page.waitForURL('**/verification', { timeout: 10_000 })
    const waited = Date.now() - shownAt
    expect(waited, 'the redirect waits about 5 seconds').toBeGreaterThanOrEqual(4000)
    expect(waited).toBeLessThan(7500)
    await waitForAppReady(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible()
  })

  test('wrong credentials show the login error and keep the typed username', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequestLog(401, '/api/auth/login'))
    await page.goto('/login')
    await waitForAppReady(page)

    await logInWithForm(page, DEMO_USERNAME, 'not-my-password')

    await expect(page.getByRole('main')).toContainText(
      'Login error, please check your credentials and try again.',
    )
    await expect(page.getByRole('main').getByLabel('Username')).toHaveValue(DEMO_USERNAME)
    expect(pathOf(page)).toBe('/login')
    expect(await isSignedIn(page)).toBe(false)
  })

  test('Google sign-in through the mock consent dialog', async ({ page }) => {
    await page.goto('/login')
    await waitForAppReady(page)

    await page.getByRole('main').getByRole('button', { name: 'Sign in with Google' }).click()
    const consent = page.getByRole('dialog', { name: 'Choose an account' })
    await expect(consent).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await consent.getByRole('button', { name: /Continue as filmfan@example\.com/ }).click()

    await expect.poll(() => pathOf(page)).toBe('/home')
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu for filmfan' }),
    ).toBeVisible()
    expect(await isSignedIn(page)).toBe(true)
  })
})
