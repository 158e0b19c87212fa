import type { Page } from '@playwright/test'
import { expect, waitForAppReady } from '../fixtures'

/** Shared steps of the account journeys. */

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

/** A fresh address per run, so a journey never meets an account an earlier test made. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`
}

/**
 * Opens the newest e-mail to `to` in the mock mailbox (the mock-mode toolbar) and follows its
 * link, the way a tester reads the inbox.
 */
export async function followMailLink(page: Page, to: string, subject: RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Mock mode/ }).click()
  const inbox = page.getByRole('list', { name: 'Sent e-mails' })
  const mail = inbox
    .getByRole('listitem')
    .filter({ hasText: subject })
    .filter({ hasText: `To ${to}` })
    .first()
  await expect(mail).toBeVisible()
  await mail.getByRole('link').click()
  await waitForAppReady(page)
}

export async function logInWithForm(page: Page, username: string, password: string): Promise<void> {
  const main = page.getByRole('main')
  await main.getByLabel('Username').fill(username)
  await main.getByLabel('Password', { exact: true }).fill(password)
  await main.getByRole('button', { name: 'Log in', exact: true }).click()
}

export async function logOut(page: Page, username: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account menu for ${username}` })
    .click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click()
}

/** The alert region at the bottom of the screen. */
export function alerts(page: Page) {
  return page.getByRole('region', { name: 'Alerts' })
}

export async function registerAccount(
  page: Page,
  { email, username, password }: { email: string; username: string; password: string },
): Promise<void> {
  await page.goto('/register')
  await waitForAppReady(page)
  const main = page.getByRole('main')
  await main.getByLabel('E-mail address').fill(email)
  await main.getByLabel('Password', { exact: true }).fill(password)
  await main.getByLabel('Confirm password').fill(password)
  await main.getByRole('button', { name: 'Next' }).click()
  await main.getByLabel('Username').fill(username)
  await main.getByRole('button', { name: 'Next' }).click()
  await main.getByText('I confirm I am over 18').click()
  await main.getByText('I agree to the Terms and Conditions').click()
  await main.getByRole('button', { name: 'Sign Up' }).click()
  await expect(main.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
}

/**
 * react-aria announces a pending button's change through a hidden `role="img"` node labelled by
 * the button, kept for 7 seconds. When the form moved on and the button is gone, axe sees an
 * image without a name until that node is cleared; wait for it before an axe check.
 */
export async function waitForStaleAnnouncements(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[role="img"][aria-labelledby]')].filter(
              (node) => !document.getElementById(node.getAttribute('aria-labelledby') ?? ''),
            ).length,
        ),
      { timeout: 9000 },
    )
    .toBe(0)
}
