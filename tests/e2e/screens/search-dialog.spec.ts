import { expect, expectNoSeriousAxeViolations, signIn, test } from '../fixtures'

/** Issue 11 "The search posts dialog", by keyboard alone. */

test('a member finds a post with the keyboard alone and opens it', async ({ page }) => {
  await page.goto('/home')
  await signIn(page)

  await page.keyboard.press('/')
  const dialog = page.getByRole('dialog', { name: 'Search posts' })
  await expect(dialog).toBeVisible()
  const field = dialog.getByRole('searchbox', { name: 'Search posts' })
  await expect(field).toBeFocused()

  await page.keyboard.type('lighthouse')
  await expect(dialog.getByRole('status')).toContainText(/posts? found/)
  const options = dialog.getByRole('option')
  await expect(options.first()).toContainText(/Lighthouse/i)
  await expectNoSeriousAxeViolations(page)

  // Focus stays in the field while the arrows move the highlight through the results.
  await page.keyboard.press('ArrowDown')
  await expect(field).toBeFocused()
  const highlighted = dialog.locator('[role="option"][data-focused]')
  await expect(highlighted).toHaveCount(1)
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/)
  const title = (await highlighted.locator('span span').first().innerText()).trim()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/post\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('"see all results" narrows the current feed with ?query=, and Escape closes', async ({
  page,
}) => {
  await page.goto('/trending')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Search posts' })
  await expect(dialog).toBeVisible()
  await page.keyboard.type('lighthouse')
  await page.keyboard.press('Enter')
  const seeAll = dialog.getByRole('option', { name: /See all results for “lighthouse”/ })
  await expect(seeAll).toBeVisible()
  await seeAll.click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/trending')
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe('lighthouse')

  await page.keyboard.press('/')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('on a phone the bottom bar opens the dialog', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('button', { name: 'Search' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Search posts' })).toBeVisible()
})
