import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  signIn,
  test,
  waitForAppReady,
} from '../fixtures'

/** Account states the route sweep does not reach: dialogs and screens behind an action. */
for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 812 } })

    test('the contact form in Help', async ({ page }) => {
      await page.goto('/home')
      await waitForAppReady(page)
      await page.getByRole('banner').getByRole('button', { name: 'Help' }).click()
      const dialog = page.getByRole('dialog', { name: 'Help and support' })
      await dialog.getByRole('button', { name: 'Send us a message' }).click()
      await dialog.getByRole('button', { name: 'Send message' }).click()
      await expect(dialog).toContainText('Please add a subject.')

      await expectNoHorizontalOverflow(page)
      await expectNoSeriousAxeViolations(page)

      await dialog.getByLabel('Your e-mail address').fill('visitor@example.com')
      await dialog.getByLabel('Subject').fill('Hello')
      await dialog.getByLabel('Message').fill('A question about boards.')
      await dialog.getByRole('button', { name: 'Send message' }).click()
      await expect(dialog).toContainText('Thanks, your message has been sent!')
    })

    test('edit profile with a failed save keeps the input', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 400.*\/api\/auth\b/)
      await signIn(page)
      await page.goto('/profile/edit')
      await waitForAppReady(page)
      const details = page.getByRole('region', { name: 'Your details' })
      await details.getByLabel('Username').fill('critic')
      await page.getByRole('main').getByRole('button', { name: 'Save changes' }).click()

      await expect(details).toContainText('This username is already taken! Choose another one.')
      await expect(details.getByLabel('Username')).toHaveValue('critic')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousAxeViolations(page)
    })
  })
}
