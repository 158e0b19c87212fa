import type { Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  expect,
  failedRequestLog,
  isSignedIn,
  test,
  waitForAppReady,
} from '../fixtures'
import { alerts, followMailLink, logInWithForm, pathOf } from './helpers'

const EMAIL = 'critic@example.com'

async function askForRecoveryLink(page: Page): Promise<void> {
  await page.goto('/forgot-my-password')
  await waitForAppReady(page)
  const main = page.getByRole('main')
  await main.getByLabel('E-mail address').fill(EMAIL)
  await main.getByRole('button', { name: 'Send recovery link' }).click()
  await expect(alerts(page)).toContainText(
    'If an account exists for this e-mail, a recovery link is on its way.',
  )
}

test.describe('password recovery', () => {
  test('forgot → mailbox → new password → log in with it', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(failedRequestLog(401, '/api/auth/login'))
    await askForRecoveryLink(page)
    await followMailLink(page, EMAIL, /Reset your Film Waffle password/)
    expect(pathOf(page)).toBe('/forgot-my-password/recovery')

    const main = page.getByRole('main')
    await main.getByLabel('New password', { exact: true }).fill('Brand-New-Reel-7')
    await main.getByLabel('Confirm new password').fill('Brand-New-Reel-7')
    await main.getByRole('button', { name: 'Reset password' }).click()

    await expect.poll(() => pathOf(page)).toBe('/login')
    await expect(alerts(page)).toContainText('Your password has been reset! You can now log in.')

    await logInWithForm(page, 'critic', DEMO_PASSWORD)
    await expect(page.getByRole('main')).toContainText('Login error')
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Brand-New-Reel-7')
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click()

    await expect.poll(() => pathOf(page)).toBe('/home')
    expect(await isSignedIn(page)).toBe(true)
  })

  test('?scenario=expired-recovery-link shows the expired message and a way to ask again', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequestLog(400, '/api/auth/forgot-my-password/verify'))
    await askForRecoveryLink(page)
    await page.getByRole('button', { name: /^Mock mode/ }).click()
    const link = await page
      .getByRole('list', { name: 'Sent e-mails' })
      .getByRole('link')
      .first()
      .getAttribute('href')
    expect(link).toMatch(/^\/forgot-my-password\/recovery\?/)

    await page.goto(`${link ?? ''}&scenario=expired-recovery-link`)
    await waitForAppReady(page)

    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
    await expect(main.getByLabel('New password', { exact: true })).toHaveCount(0)
    await main.getByRole('link', { name: 'Get a new link' }).click()
    await expect.poll(() => pathOf(page)).toBe('/forgot-my-password')
  })
})
