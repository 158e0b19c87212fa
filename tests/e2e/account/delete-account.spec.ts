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
import { alerts, logInWithForm, pathOf, waitForStaleAnnouncements } from './helpers'

test('delete account: confirmed, signed out, and the e-mail cannot register again', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequestLog(400, '/api/auth/register/check-1'))
  await page.goto('/login?redirect=%2Fsettings')
  await waitForAppReady(page)
  await logInWithForm(page, DEMO_USERNAME, DEMO_PASSWORD)
  await expect.poll(() => pathOf(page)).toBe('/settings')

  const danger = page.getByRole('region', { name: 'Danger zone' })
  await danger.getByRole('button', { name: 'Delete account' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await expect(confirm).toContainText(
    'All your data will be deleted, and this e-mail address cannot be used to register again.',
  )
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await waitForStaleAnnouncements(page)
  await expectNoSeriousAxeViolations(page)
  await confirm.getByRole('button', { name: 'Delete my account' }).click()

  await expect.poll(() => pathOf(page)).toBe('/home')
  await expect(alerts(page)).toContainText('Your account has been deleted.')
  expect(await isSignedIn(page)).toBe(false)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()

  await page.goto('/register')
  await waitForAppReady(page)
  const main = page.getByRole('main')
  await main.getByLabel('E-mail address').fill('filmfan@example.com')
  await main.getByLabel('Password', { exact: true }).fill('Popcorn-1234')
  await main.getByLabel('Confirm password').fill('Popcorn-1234')
  await main.getByRole('button', { name: 'Next' }).click()

  await expect(main.getByRole('alert')).toContainText(
    'This e-mail address belonged to a deleted account and cannot be used to register again.',
  )
})
