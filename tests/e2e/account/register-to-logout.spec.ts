import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  isSignedIn,
  test,
  waitForAppReady,
} from '../fixtures'
import {
  alerts,
  followMailLink,
  logInWithForm,
  logOut,
  pathOf,
  registerAccount,
  uniqueEmail,
  waitForStaleAnnouncements,
} from './helpers'

test.describe('a new member, from sign-up to sign-out', () => {
  test('registers, confirms through the mailbox, logs in and logs out', async ({ page }) => {
    const email = uniqueEmail('journey')
    const username = `journey${Date.now().toString(36).slice(-6)}`
    const password = 'Popcorn-and-Noir-1944'

    await registerAccount(page, { email, username, password })
    await expect(alerts(page)).toContainText('Account created! Check your email to verify.')
    await expect(page.getByRole('main')).toContainText(email)
    expect(await isSignedIn(page), 'registering leaves the visitor signed out').toBe(false)
    await waitForStaleAnnouncements(page)
    await expectNoSeriousAxeViolations(page)

    await followMailLink(page, email, /Verify your Film Waffle account/)
    expect(pathOf(page)).toMatch(/^\/verification\/confirm\/\d+$/)
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified!' })).toBeVisible()

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
    await expect.poll(() => pathOf(page)).toBe('/login')
    await logInWithForm(page, username, password)

    await expect.poll(() => pathOf(page)).toBe('/home')
    await expect(alerts(page)).toContainText('Welcome back! You are now logged in.')
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Account menu for ${username}` }),
    ).toBeVisible()
    expect(await isSignedIn(page)).toBe(true)

    await logOut(page, username)
    await expect(alerts(page)).toContainText('Logout successful, see you soon!')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    expect(await isSignedIn(page)).toBe(false)
    expect(
      await page.evaluate(() => localStorage.getItem('film-waffle:refresh-token')),
      'the refresh token goes too',
    ).toBeNull()
  })

  test('the wizard is usable with the keyboard alone on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/register')
    await waitForAppReady(page)
    const main = page.getByRole('main')

    await main.getByLabel('E-mail address').focus()
    await page.keyboard.type(uniqueEmail('keys'))
    await page.keyboard.press('Tab')
    await page.keyboard.type('Popcorn-1234')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Popcorn-1234')
    await page.keyboard.press('Enter')

    const username = main.getByLabel('Username')
    await expect(main.getByRole('heading', { name: /Username/ })).toBeFocused()
    await username.focus()
    await page.keyboard.type(`keys${Date.now().toString(36).slice(-5)}`)
    await page.keyboard.press('Enter')

    await expect(main.getByRole('heading', { name: /Consents/ })).toBeFocused()
    await main.getByRole('checkbox', { name: 'I confirm I am over 18' }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    const signUp = main.getByRole('button', { name: 'Sign Up' })
    await expect(signUp).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoSeriousAxeViolations(page)
    await signUp.focus()
    await page.keyboard.press('Enter')

    await expect(main.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    await main.getByRole('link', { name: 'Skip' }).click()
    await expect.poll(() => pathOf(page)).toBe('/verification')
  })
})
