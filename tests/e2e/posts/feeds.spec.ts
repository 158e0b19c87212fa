import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  signIn,
  test,
  waitForAppReady,
} from '../fixtures'

/**
 * The discussion feeds and the image grid (/top, /trending, /new, /grid;
 * docs/behaviour.md#posts-and-feeds).
 */

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('a member reads, upvotes, loads more and shares from /new', async ({ page }) => {
      await page.goto('/new')
      await signIn(page)
      const feed = page.getByRole('list', { name: 'Posts' })
      await expect(feed.getByRole('article')).toHaveCount(12)

      // Upvote the first post: the count moves at once and the button says it is pressed.
      const vote = feed
        .getByRole('article')
        .first()
        .getByRole('button', { name: /upvotes?, upvote “/ })
      const wasPressed = (await vote.getAttribute('aria-pressed')) === 'true'
      await vote.click()
      await expect(vote).toHaveAttribute('aria-pressed', String(!wasPressed))

      // Load more appends the next page, each post once.
      await page.getByRole('button', { name: 'Load more' }).click()
      await expect(feed.getByRole('article')).toHaveCount(24)
      const titles = await feed.getByRole('heading', { level: 2 }).allTextContents()
      expect(new Set(titles).size).toBe(titles.length)
      await expectNoHorizontalOverflow(page)

      // Share by keyboard: the dialog opens, is accessible, and Escape gives focus back.
      const share = feed
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Share/ })
      await share.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Share this post' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Link to the post' })).toHaveValue(
        /\/post\/[\w-]+$/,
      )
      await expectNoSeriousAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(share).toBeFocused()
    })

    test('a reader who jumps to the end of /new finds Load more where they see it', async ({
      page,
    }) => {
      await page.goto('/new')
      await waitForAppReady(page)
      const feed = page.getByRole('list', { name: 'Posts' })
      await expect(feed.getByRole('article')).toHaveCount(12)
      const loadMore = page.getByRole('button', { name: 'Load more' })
      await expect(loadMore).toBeVisible()

      // Cards far from the screen are not laid out (content-visibility), but each keeps the
      // height it had when it was: jumping to the end must not find cards growing under the
      // pointer (a CI run lost a press to it, the button moving 900 px between down and up).
      const whereIsLoadMore = () =>
        loadMore.evaluate(async (button) => {
          await document.fonts.ready
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
          await frame()
          await frame()
          return Math.round(button.getBoundingClientRect().top + window.scrollY)
        })
      const before = await whereIsLoadMore()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      expect(await whereIsLoadMore()).toBe(before)

      await loadMore.click()
      await expect(feed.getByRole('article')).toHaveCount(24)
    })

    test('the pills and the view switch move between the feeds, keeping the search', async ({
      page,
    }) => {
      await page.goto('/top?query=the')
      await waitForAppReady(page)
      await expect(page.getByText('Results for “the”')).toBeVisible()

      await page
        .getByRole('navigation', { name: 'Sort posts' })
        .getByRole('link', { name: 'Trending' })
        .click()
      await expect(page).toHaveURL(/\/trending\?query=the$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Trending posts' })).toBeVisible()

      await page
        .getByRole('navigation', { name: 'View' })
        .getByRole('link', { name: 'Grid' })
        .click()
      await expect(page).toHaveURL(/\/grid\?query=the$/)
      await expect(
        page.getByRole('list', { name: 'Posts' }).getByRole('link').first(),
      ).toBeVisible()
      await expectNoHorizontalOverflow(page)
    })
  })
}

test('a visitor who upvotes is asked to log in', async ({ page }) => {
  await page.goto('/trending')
  await waitForAppReady(page)
  await page
    .getByRole('list', { name: 'Posts' })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /upvotes?, upvote “/ })
    .click()
  await expect(page.getByRole('region', { name: 'Alerts' })).toContainText(
    'If you want to vote, please log in',
  )
})
