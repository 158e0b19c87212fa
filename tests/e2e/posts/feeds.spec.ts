import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  signIn,
  test,
  TOKEN_STORAGE_KEYS,
  waitForAppReady,
} from '../fixtures'
import type { Page } from '@playwright/test'
import { VIRTUAL_FROM } from '#features/posts/lib/long-list'

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

    test('a reader who leaves /new and comes back with Back finds their place', async ({
      page,
    }) => {
      await page.goto('/new')
      await waitForAppReady(page)
      const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article')
      await page.getByRole('button', { name: 'Load more' }).click()
      await expect(cards).toHaveCount(24)
      await cards.nth(16).scrollIntoViewIfNeeded()
      const place = await cardAtTopOfScreen(page)

      await leaveByTheHeader(page)
      await page.goBack()
      await expect(page).toHaveURL(/\/new$/)
      await expect.poll(() => cardAtTopOfScreen(page)).toEqual(place)
      await expect(cards).toHaveCount(24)
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

/**
 * Follows the header's home link with the mouse where it is on screen. Not `locator.click()`,
 * whose scrolling into view moved the page 432 px under the sticky header before the click.
 */
async function leaveByTheHeader(page: Page): Promise<void> {
  const box = await page.getByRole('link', { name: 'Film Waffle home' }).boundingBox()
  if (!box) throw new Error('the header has no home link on screen')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page).not.toHaveURL(/\/new$/)
  // Arrived: the new page's heading has taken focus, as after any change of page.
  await expect(page.locator('#main h1')).toBeFocused()
}

/** The first card whose bottom is below the header: its title and where its top is on screen. */
async function cardAtTopOfScreen(page: Page): Promise<[string, number]> {
  return page.evaluate(() => {
    const card = [...document.querySelectorAll('main article')].find(
      (article) => article.getBoundingClientRect().bottom > 100,
    )
    if (!card) throw new Error('no card on screen')
    const title = card.querySelector('h2')?.textContent ?? ''
    return [title, Math.round(card.getBoundingClientRect().top)]
  })
}

test.describe('a long feed', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test(`past ${VIRTUAL_FROM} posts keeps only the cards near the screen, in place, for the keyboard and screen readers`, async ({
    page,
  }) => {
    test.slow()
    await page.goto('/new')
    await signIn(page)
    // The seeded world has 120 posts; 100 more make /new long.
    const access = await page.evaluate(
      (key) => localStorage.getItem(key),
      TOKEN_STORAGE_KEYS.access,
    )
    await page.evaluate(async (access) => {
      for (let i = 1; i <= 100; i += 1) {
        const response = await fetch('/api/content/post', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
          body: JSON.stringify({
            title: `Long feed post ${i}: a film worth a second look`,
            body: 'The score carries the tension; on mute the scene falls apart. '.repeat(
              1 + (i % 4),
            ),
            type: 'post',
            image: null,
            group: null,
            boards: [],
            status: 'A',
          }),
        })
        if (!response.ok) throw new Error(`creating post ${i}: ${response.status}`)
      }
    }, access)
    await page.goto('/new')
    await waitForAppReady(page)
    const feed = page.getByRole('list', { name: 'Posts' })
    const cards = feed.getByRole('article')
    const items = feed.locator(':scope > li')
    const loadMore = page.getByRole('button', { name: 'Load more' })
    const newest = await cards.first().getByRole('heading', { level: 2 }).textContent()

    // Up to the threshold every card is in the page (pages of 12).
    const lastPlain = Math.ceil(VIRTUAL_FROM / 12) * 12 - 12
    for (let shown = 12; shown < lastPlain; shown += 12) {
      await loadMore.click()
      await expect(cards).toHaveCount(shown + 12)
    }
    await expect(items.first()).not.toHaveAttribute('aria-setsize')

    // The press that makes the list long: the reader's place does not move, and only the cards
    // near the screen stay in the page, each saying where it is in the whole list.
    await loadMore.scrollIntoViewIfNeeded()
    const [titleBefore, topBefore] = await cardAtTopOfScreen(page)
    await loadMore.click()
    const loaded = lastPlain + 12
    await expect(items.first()).toHaveAttribute('aria-setsize', String(loaded))
    const [titleAfter, topAfter] = await cardAtTopOfScreen(page)
    expect(titleAfter).toBe(titleBefore)
    expect(Math.abs(topAfter - topBefore)).toBeLessThanOrEqual(2)
    expect(await cards.count()).toBeLessThan(30)
    const positions = await items.evaluateAll((elements) =>
      elements.map((element) => Number(element.getAttribute('aria-posinset'))),
    )
    expect(positions).toEqual(positions.map((_, index) => positions[0]! + index))
    // The first of the new page is there, under where the list ended.
    expect(positions).toContain(lastPlain + 1)

    // Load more still appends, each post once. By keyboard: the cards the scroll to the button
    // brings in are measured a frame later, which can move the button under a pointer as fast as
    // Playwright's (a CI run's click missed it).
    await loadMore.press('Enter')
    await expect(items.first()).toHaveAttribute('aria-setsize', String(loaded + 12))
    const titles = await cards.getByRole('heading', { level: 2 }).allTextContents()
    expect(new Set(titles).size).toBe(titles.length)

    // Tab walks from card to card down the list, the page scrolling with it, and the card that
    // holds focus stays in the page when the reader scrolls far away from it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    // The list draws the cards of the new place once it hears of the scroll.
    await expect
      .poll(() =>
        items.evaluateAll((elements) =>
          elements.some((element) => {
            const { top } = element.getBoundingClientRect()
            return top > 0 && top < window.innerHeight
          }),
        ),
      )
      .toBe(true)
    const [start, lastInPage] = await items.evaluateAll((elements) => {
      const item = elements.find((element) => element.getBoundingClientRect().top > 0)
      item?.querySelector<HTMLElement>('a, button')?.focus()
      const position = (element?: Element) => Number(element?.getAttribute('aria-posinset'))
      return [position(item), position(elements.at(-1))]
    })
    const focusedPosition = () =>
      page.evaluate(() =>
        Number(
          document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset') ?? -1,
        ),
      )
    // Until focus reaches a card that was not in the page when the walk began.
    const walked = [start]
    while (walked.at(-1)! <= lastInPage && walked.length < 200) {
      await page.keyboard.press('Tab')
      walked.push(await focusedPosition())
    }
    expect(walked.at(-1)).toBe(lastInPage + 1)
    expect(walked.every((position, index) => index === 0 || position >= walked[index - 1]!)).toBe(
      true,
    )
    const holding = walked.at(-1)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(newest ?? '')
    expect(await focusedPosition()).toBe(holding)
    await expectNoSeriousAxeViolations(page)

    // Leaving and coming back with Back: the cards are where they were (the heights it measured
    // outlive the list), at the reader's place.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7))
    const place = await cardAtTopOfScreen(page)
    await leaveByTheHeader(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/new$/)
    await expect.poll(() => cardAtTopOfScreen(page)).toEqual(place)
  })
})
