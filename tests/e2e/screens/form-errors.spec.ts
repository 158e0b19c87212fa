import { expect, signIn, test, waitForAppReady } from '../fixtures'

/**
 * A refused field is where the person lands, with its message in sight: on a phone the form's
 * sticky "Save changes" bar and the bottom bar cover the lower part of the screen, and the
 * browser's own scroll on focus stopped with the field at that edge and its message under them.
 */
test.use({ viewport: { width: 375, height: 812 } })

test('a refused tagline on /profile/edit is focused with its message uncovered at 375 px', async ({
  page,
}) => {
  await page.goto('/home')
  await signIn(page)
  await page.goto('/profile/edit')
  await waitForAppReady(page)
  const tagline = page.getByRole('textbox', { name: 'Tagline' })
  // Past the limit is kept, not cut (the counter says by how much); the form refuses it on save.
  await tagline.fill('x'.repeat(51))
  await expect(page.getByText('51/50')).toBeVisible()
  // As after typing on a phone: the field in sight just above the save bar, so focusing it
  // needs no scroll, and the message that appears under it lands behind the bars.
  await tagline.evaluate((field) => {
    window.scrollBy(0, field.getBoundingClientRect().bottom - (window.innerHeight - 150))
  })
  await expect(tagline).toBeInViewport()
  await page.getByRole('button', { name: 'Save changes' }).click()

  await expect(tagline).toBeFocused()
  const message = page.getByText('Your tagline can have at most 50 characters.')
  await expect(message).toBeVisible()
  const uncovered = await message.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return box.bottom <= window.innerHeight && hit !== null && element.contains(hit)
  })
  expect(uncovered, 'the message is on screen and nothing covers it').toBe(true)
  await expect(tagline).toHaveValue('x'.repeat(51))
})
