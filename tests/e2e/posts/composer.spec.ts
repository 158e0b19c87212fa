import type { Locator, Page } from '@playwright/test'
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  failedRequestLog,
  fetchJson,
  signIn,
  test,
  waitForAppReady,
} from '../fixtures'

/**
 * The phone's create-post button (docs/behaviour.md#navigation-and-layout) opens the composer: a
 * member writes a post or a question, and a failure reopens the dialog with what they wrote.
 */

test.use({ viewport: { width: 375, height: 812 } })

async function openComposer(page: Page, path = '/home') {
  await page.goto(path)
  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('button', { name: 'Create post' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Create a post' })
  await expect(dialog).toBeVisible()
  return dialog
}

interface FeedPage {
  results: { title: string; type: string; created_by_ref: string }[]
}

async function newestPost(page: Page) {
  const feed = (await fetchJson(page, '/api/content/post/new?page=1')) as FeedPage
  return feed.results[0]
}

test('a member publishes a post from the bottom bar, by touch and keyboard', async ({ page }) => {
  const dialog = await openComposer(page)
  const title = dialog.getByRole('textbox', { name: /^Title/ })
  await expect(title).toBeFocused()
  await expectNoSeriousAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // Publishing an empty post says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Publish post' }).click()
  await expect(dialog).toContainText('Please add a title to your post!')
  await expect(dialog).toContainText('Please add some content to your post!')
  await expect(title).toBeFocused()

  const headline = `Heat's downtown shoot-out, ${Date.now().toString(36)}`
  await page.keyboard.type(headline)
  await dialog.getByRole('textbox', { name: /^Your post/ }).fill('No score, just the echo.')
  // Ctrl+Enter publishes from the text, like the app's other text boxes.
  await page.keyboard.press('Control+Enter')

  await expect(page.getByRole('region', { name: 'Alerts' })).toContainText('Post created!')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Focus returns to the button that opened the composer.
  await expect(
    page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', {
      name: 'Create post',
    }),
  ).toBeFocused()
  expect(await newestPost(page)).toMatchObject({
    title: headline,
    type: 'post',
    created_by_ref: 'filmfan',
  })
})

test('a member asks a question (no body needed)', async ({ page }) => {
  const dialog = await openComposer(page)
  // The kind is a radio group: arrow keys move the choice.
  await dialog.getByRole('radio', { name: 'Post' }).focus()
  await page.keyboard.press('ArrowRight')
  const question = page.getByRole('dialog', { name: 'Ask a question' })
  await expect(question.getByRole('radio', { name: 'Question' })).toBeChecked()
  await expect(question.getByRole('textbox', { name: /^Your post/ })).toHaveCount(0)

  const text = `Where should I start with Lynch? ${Date.now().toString(36)}`
  await question.getByRole('textbox', { name: /^Title/ }).fill(text)
  await question.getByRole('button', { name: 'Ask question' }).click()

  await expect(page.getByRole('region', { name: 'Alerts' })).toContainText('Post created!')
  expect(await newestPost(page)).toMatchObject({ title: text, type: 'question' })
})

test('?scenario=post-create-error: the dialog reopens with a warning and the text kept', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequestLog(500, '/api/content/post'))
  const dialog = await openComposer(page, '/home?scenario=post-create-error')
  await waitForAppReady(page)
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Villeneuve and the art of scale')
  await dialog.getByRole('textbox', { name: /^Your post/ }).fill('A person as a grain of sand.')
  await dialog.getByRole('button', { name: 'Publish post' }).click()

  const reopened = page.getByRole('dialog', { name: 'Create a post' })
  await expect(reopened).toContainText('I had an issue creating your post, please try again.')
  await expect(reopened.getByRole('textbox', { name: /^Title/ })).toHaveValue(
    'Villeneuve and the art of scale',
  )
  await expect(reopened.getByRole('textbox', { name: /^Your post/ })).toHaveValue(
    'A person as a grain of sand.',
  )
  await expectNoSeriousAxeViolations(page)
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the composer panel above the feed opens the composer; phones get the + instead', async ({
    page,
  }) => {
    await page.goto('/trending')
    await signIn(page)
    const panel = page.getByRole('region', { name: 'Share with the community' })
    await expect(panel).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: 'Create post' }),
    ).toBeHidden()

    await panel.getByRole('button', { name: 'Ask a question' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ask a question' })
    await expect(dialog).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(panel.getByRole('button', { name: 'Ask a question' })).toBeFocused()

    await page.setViewportSize({ width: 375, height: 812 })
    await expect(panel).toBeHidden()
  })

  test('the panel keeps its three create buttons on one line, "Browse groups" beside the prompt', async ({
    page,
  }) => {
    await page.goto('/new')
    await waitForAppReady(page)
    const panel = page.getByRole('region', { name: 'Share with the community' })
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox()
      if (!found) throw new Error(`${String(locator)} is not on screen`)
      return found
    }

    const tops = await Promise.all(
      ['Create post', 'Ask a question', 'Create a group'].map(
        async (name) => (await box(panel.getByRole('button', { name }))).y,
      ),
    )
    expect(new Set(tops).size, `the create buttons' tops: ${tops.join(', ')}`).toBe(1)
    // "Browse groups" shares the prompt's row, above the buttons.
    const prompt = await box(panel.getByText('Seen something worth talking about?'))
    const browse = await box(panel.getByRole('link', { name: 'Browse groups' }))
    expect(browse.y).toBeLessThan(prompt.y + prompt.height)
    expect(browse.y + browse.height).toBeGreaterThan(prompt.y)
    expect(browse.y + browse.height).toBeLessThanOrEqual(Math.min(...tops))
  })

  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/home')
    await waitForAppReady(page)
    await page
      .getByRole('region', { name: 'Share with the community' })
      .getByRole('button', { name: 'Create post' })
      .click()
    await expect(page.getByRole('region', { name: 'Alerts' })).toContainText(
      'If you want to create a post, please log in',
    )
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
