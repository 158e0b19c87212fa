import {
  DEMO_PASSWORD,
  DEMO_USERNAME,
  expect,
  failedRequestLog,
  isSignedIn,
  signIn,
  test,
  waitForAppReady,
} from '../fixtures'
import { logInWithForm, pathOf, uniqueEmail } from './helpers'

test.describe('mock scenarios on the account screens', () => {
  test('?scenario=username-taken: step 2 says the username is taken', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequestLog(400, '/api/auth/register/check-2'))
    await page.goto('/register?scenario=username-taken')
    await waitForAppReady(page)
    const main = page.getByRole('main')

    await main.getByLabel('E-mail address').fill(uniqueEmail('taken'))
    await main.getByLabel('Password', { exact: true }).fill('Popcorn-1234')
    await main.getByLabel('Confirm password').fill('Popcorn-1234')
    await main.getByRole('button', { name: 'Next' }).click()
    await main.getByLabel('Username').fill('a-fresh-name')
    await main.getByRole('button', { name: 'Next' }).click()

    await expect(main).toContainText('This username is already taken!')
    await expect(main.getByLabel('Username')).toHaveValue('a-fresh-name')
    await expect(main.getByRole('checkbox')).toHaveCount(0)
  })

  test('?scenario=session-expired: the expired token is refreshed and the member stays', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequestLog(401, '/api/auth'))
    await page.goto('/login?scenario=session-expired&redirect=%2Fsettings')
    await waitForAppReady(page)

    await logInWithForm(page, DEMO_USERNAME, DEMO_PASSWORD)

    await expect.poll(() => pathOf(page)).toBe('/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await page.reload()
    await waitForAppReady(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    expect(await isSignedIn(page)).toBe(true)
  })

  test('?scenario=refresh-failed: the session ends and the visitor continues anonymously', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequestLog(401, '/api/auth'))
    await page.goto('/home?scenario=refresh-failed')
    await waitForAppReady(page)
    // A session from an earlier visit: both tokens are stored, then the page loads again.
    await signIn(page)

    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    expect(await isSignedIn(page)).toBe(false)
    await page.goto('/settings')
    await waitForAppReady(page)
    await expect.poll(() => pathOf(page)).toBe('/login')
  })
})
