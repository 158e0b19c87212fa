import type { Locator } from '@playwright/test'
import { expect, failedRequestLog, signIn, test, waitForAppReady } from '../fixtures'

/**
 * Links that stand on their own line are at least 24 × 24 px to tap (WCAG 2.5.8). axe's
 * target-size rule lets a smaller one pass when nothing is near it; a thumb still misses it.
 * Measured where a tap lands: the link must be what is hit 1 px inside each edge of its box.
 */
async function expectTapTarget(link: Locator) {
  await link.scrollIntoViewIfNeeded()
  const hits = await link.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    const points = [
      [x, box.top + 1],
      [x, box.bottom - 1],
      [box.left + 1, y],
      [box.right - 1, y],
    ] as const
    return {
      width: box.width,
      height: box.height,
      edgesHit: points.every(([px, py]) => element.contains(document.elementFromPoint(px, py))),
    }
  })
  expect(hits.height, 'height').toBeGreaterThanOrEqual(24)
  expect(hits.width, 'width').toBeGreaterThanOrEqual(24)
  expect(hits.edgesHit, 'a tap at each edge reaches the link').toBe(true)
}

test.use({ viewport: { width: 375, height: 812 } })

test('the sign-in and recovery screens’ own-line links are 24 px targets', async ({ page }) => {
  await page.goto('/login')
  await waitForAppReady(page)
  await expectTapTarget(page.getByRole('link', { name: 'Forgot your password?' }))

  await page.goto('/forgot-my-password')
  await waitForAppReady(page)
  await expectTapTarget(page.getByRole('main').getByRole('link', { name: 'Back to log in' }))
})

test('each “Open” link of the activity log is a 24 px target', async ({
  page,
  allowConsoleErrors,
}) => {
  // filmfan is no reviewer: the page asks for the reviewer's insights and is refused.
  allowConsoleErrors(failedRequestLog(403, '/api/log/insights/reviewer/overview'))
  await page.goto('/home')
  await signIn(page)
  await page.goto('/activity')
  await waitForAppReady(page)
  const open = page
    .getByRole('region', { name: 'Activity log' })
    .getByRole('link', { name: /^Open/ })
  await expect(open.first()).toBeVisible()
  await expectTapTarget(open.first())
})
