import type { Locator, Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  DEMO_USERNAME,
  expect,
  failedRequestLog,
  fetchJson,
  test,
  TOKEN_STORAGE_KEYS,
  waitForAppReady,
} from './fixtures'

/**
 * Keyboard-only journeys: every step is a key press (Tab, Shift+Tab, Enter, Space, Escape, the
 * arrows) or typed text, never a pointer. At every stop focus moves to, focus must be somewhere a
 * sighted keyboard user can see it: not on <body>, on a visible element outside any hidden or
 * inert part of the page, drawn with a focus ring, and inside the top-most dialog when one is
 * open (docs/behaviour.md#navigation-and-layout).
 */

/** What is wrong with where focus is now; empty when a keyboard user can see it. */
function focusProblems(): string[] {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || active === document.body) {
    return [`focus is on ${active ? `<${active.tagName.toLowerCase()}>` : 'nothing'}`]
  }
  const describe = (el: Element): string => {
    const name =
      el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> “${name ?? ''}”`
  }
  const problems: string[] = []
  const box = active.getBoundingClientRect()
  if (box.width === 0 || box.height === 0) problems.push(`${describe(active)} has no size`)
  if (getComputedStyle(active).visibility === 'hidden') {
    problems.push(`${describe(active)} is visibility:hidden`)
  }
  const hiddenAncestor = active.closest('[aria-hidden="true"], [inert]')
  if (hiddenAncestor) {
    problems.push(`${describe(active)} is inside hidden or inert ${describe(hiddenAncestor)}`)
  }

  const drawsRing = (style: CSSStyleDeclaration): boolean =>
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
    (style.boxShadow !== 'none' && style.boxShadow !== '')
  // A card whose link stretches over it draws the ring on the link's ::after.
  const hasRing = (el: Element): boolean =>
    drawsRing(getComputedStyle(el)) ||
    (['::before', '::after'] as const).some((pseudo) => {
      const style = getComputedStyle(el, pseudo)
      return style.content !== 'none' && style.content !== 'normal' && drawsRing(style)
    })
  // react-aria keeps some native controls visually hidden (a checkbox's input, a drop zone's
  // button) and draws the ring on the visible part it marks with data-focus-visible.
  const host = active.closest('[data-focus-visible]')
  const ringed =
    hasRing(active) ||
    (host !== null &&
      host !== active &&
      (hasRing(host) || [...host.querySelectorAll('*')].some((el) => hasRing(el))))
  if (!ringed) problems.push(`${describe(active)} has focus but no visible focus ring`)

  // Not obscured (WCAG 2.4.11): what is drawn at the middle of the focused control is the control
  // itself (or the part react-aria draws for it), not the phone's bottom bar or the sticky header
  // over it, and not the row around it when it is scrolled out of a row that scrolls sideways.
  const middleX = box.left + box.width / 2
  const middleY = box.top + Math.min(box.height / 2, 20)
  const drawn = document.elementFromPoint(middleX, middleY)
  const shows = (el: Element | null): boolean =>
    el !== null &&
    (active.contains(el) ||
      (host?.contains(el) ?? false) ||
      (active.closest('label')?.contains(el) ?? false))
  if (box.width > 0 && !shows(drawn)) {
    problems.push(
      `${describe(active)} is out of sight${drawn ? `, under ${describe(drawn)}` : ' (off screen)'}`,
    )
  }

  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
    (dialog) =>
      dialog.getBoundingClientRect().width > 0 && !dialog.closest('[aria-hidden="true"], [inert]'),
  )
  const topMost = dialogs.at(-1)
  if (topMost && !topMost.contains(active)) {
    problems.push(`${describe(active)} has focus behind the open dialog ${describe(topMost)}`)
  }
  return problems
}

/** Fails unless focus settles where a keyboard user can see it. */
async function expectVisibleFocus(page: Page, step = 'focus'): Promise<void> {
  await expect
    .poll(() => page.evaluate(focusProblems), {
      message: `${step}: focus is visible and reachable`,
    })
    .toEqual([])
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false)
}

/** Presses a key and checks the stop focus lands on. */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key)
  await expectVisibleFocus(page, `after ${key}`)
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way, proving
 * the target is reachable by keyboard.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 60 } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab'
  for (let i = 0; i < maxPresses; i += 1) {
    await press(page, key)
    if (await isFocused(target)) return
  }
  throw new Error(`${String(target)} was not reached after ${maxPresses} presses of ${key}`)
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

/** Signs in through the login form by keyboard and lands on `path`. */
async function signInByKeyboard(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`)
  await waitForAppReady(page)
  const main = page.getByRole('main')
  await tabTo(page, main.getByRole('textbox', { name: 'Username' }))
  await page.keyboard.type(DEMO_USERNAME)
  await tabTo(page, main.getByLabel('Password', { exact: true }))
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect.poll(() => pathOf(page)).toBe(path)
  await waitForAppReady(page)
  // The new page's heading takes focus (docs/behaviour.md#navigation-and-layout).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused()
  await expectVisibleFocus(page, 'after signing in')
}

/** The smallest PNG there is: one transparent pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const alerts = (page: Page) => page.getByRole('region', { name: 'Alerts' })

test('sign in with the login form, then sign out from the account menu', async ({
  page,
  allowConsoleErrors,
}) => {
  // Tabbing over the menu's Activity link preloads that page, whose reviewer overview the server
  // refuses the demo member (docs/behaviour.md#logs-and-integrations): the browser logs the 403.
  allowConsoleErrors(failedRequestLog(403, '/api/log/insights/reviewer/overview'))
  await signInByKeyboard(page, '/new')

  const accountButton = page.getByRole('button', { name: `Account menu for ${DEMO_USERNAME}` })
  await tabTo(page, accountButton, { backwards: true })
  await press(page, 'Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await tabTo(page, menu.getByRole('button', { name: 'Logout' }))
  await page.keyboard.press('Enter')

  await expect(alerts(page)).toContainText('Logout successful, see you soon!')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  // Focus goes to the page's heading, as after a navigation, not to <body>.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused()
  await expectVisibleFocus(page, 'after signing out')
  // Tab carries on from there into the page, now the visitor's.
  const firstPost = page.getByRole('list', { name: 'Posts' }).getByRole('article').first()
  await tabTo(page, firstPost.getByRole('button', { name: /^Share/ }))
})

test('sign out from a members-only page lands on the home page heading', async ({ page }) => {
  await signInByKeyboard(page, '/settings')

  const accountButton = page.getByRole('button', { name: `Account menu for ${DEMO_USERNAME}` })
  await tabTo(page, accountButton, { backwards: true })
  await press(page, 'Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await tabTo(page, menu.getByRole('button', { name: 'Logout' }), { backwards: true })
  await page.keyboard.press('Enter')

  await expect.poll(() => pathOf(page)).toBe('/home')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused()
  await expectVisibleFocus(page, 'after signing out')
})

test('create a post with a picture from the composer', async ({ page }) => {
  await signInByKeyboard(page, '/trending')

  const panel = page.getByRole('region', { name: 'Share with the community' })
  const opener = panel.getByRole('button', { name: 'Create post' })
  await tabTo(page, opener)
  await press(page, 'Enter')
  const dialog = page.getByRole('dialog', { name: 'Create a post' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: /^Title/ })).toBeFocused()
  await expectVisibleFocus(page, 'the composer opens on its title')

  const headline = `Typed, not clicked: ${Date.now().toString(36)}`
  await page.keyboard.type(headline)
  await tabTo(page, dialog.getByRole('textbox', { name: /^Your post/ }))
  await page.keyboard.type('Every step of this post was a key press.')

  const chooser = dialog.getByRole('button', { name: 'Choose a file' })
  await tabTo(page, chooser)
  const fileChooser = page.waitForEvent('filechooser')
  // Held as a person holds a key: react-aria presses on key up, and a key down and up within the
  // same frame once opened no chooser on a loaded CI machine.
  await page.keyboard.press('Enter', { delay: 60 })
  const chosen = await fileChooser
  await chosen.setFiles({ name: 'still.png', mimeType: 'image/png', buffer: PIXEL_PNG })
  await expect(dialog).toContainText('still.png')
  await expect(dialog).toContainText('Image ready.')
  await expectVisibleFocus(page, 'after choosing the picture')

  await tabTo(page, dialog.getByRole('button', { name: 'Publish post' }))
  await page.keyboard.press('Enter')
  await expect(alerts(page)).toContainText('Post created!')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expectVisibleFocus(page, 'after publishing')

  const feed = (await fetchJson(page, '/api/content/post/new?page=1')) as {
    results: { title: string; image: unknown }[]
  }
  expect(feed.results[0]?.title).toBe(headline)
  expect(feed.results[0]?.image).toBeTruthy()
})

test('comment on a post, then reply to a comment', async ({ page }) => {
  test.slow()
  await signInByKeyboard(page, '/new')
  const post = page.getByRole('list', { name: 'Posts' }).getByRole('article').first()

  // The comment count opens the thread (docs/behaviour.md#comments).
  await tabTo(page, post.getByRole('button', { name: /comments? on “/ }))
  await press(page, 'Enter')
  const box = post.getByRole('textbox', { name: 'Write a comment' })
  await tabTo(page, box)
  const comment = `Keyboard comment ${Date.now().toString(36)}`
  await page.keyboard.type(comment)
  await tabTo(page, post.getByRole('button', { name: 'Comment', exact: true }))
  await page.keyboard.press('Enter')
  await expect(alerts(page)).toContainText('Comment posted!')
  // The send button disables itself: focus goes back to the box, ready for the next comment.
  await expect(box).toBeFocused()
  await expectVisibleFocus(page, 'after sending the comment')

  const mine = post.getByRole('article', { name: `Comment by ${DEMO_USERNAME}` }).first()
  await expect(mine).toContainText(comment)
  const reply = mine.getByRole('button', { name: `Reply to ${DEMO_USERNAME}` })
  const replyBox = post.getByRole('textbox', { name: `Your reply to ${DEMO_USERNAME}` })

  // Escape closes the reply box and gives focus back to Reply.
  await tabTo(page, reply)
  await press(page, 'Enter')
  await expect(replyBox).toBeFocused()
  await press(page, 'Escape')
  await expect(replyBox).toHaveCount(0)
  await expect(reply).toBeFocused()

  // So does Cancel.
  await press(page, 'Enter')
  await expect(replyBox).toBeFocused()
  await tabTo(page, post.getByRole('button', { name: 'Cancel' }))
  await press(page, 'Enter')
  await expect(replyBox).toHaveCount(0)
  await expect(reply).toBeFocused()

  // And a reply sent with its button.
  await press(page, 'Enter')
  const answer = `Keyboard reply ${Date.now().toString(36)}`
  await page.keyboard.type(answer)
  await tabTo(page, post.getByRole('button', { name: 'Reply', exact: true }))
  await page.keyboard.press('Enter')
  await expect(
    post.getByRole('list', { name: `Replies to ${DEMO_USERNAME}` }).first(),
  ).toContainText(answer)
  await expect(replyBox).toHaveCount(0)
  await expect(reply).toBeFocused()
  await expectVisibleFocus(page, 'after sending the reply')
})

test('vote on a post, then open and close the share dialog', async ({ page }) => {
  await signInByKeyboard(page, '/new')
  const post = page.getByRole('list', { name: 'Posts' }).getByRole('article').first()

  const vote = post.getByRole('button', { name: /upvotes?, upvote “/ })
  await tabTo(page, vote)
  const wasPressed = (await vote.getAttribute('aria-pressed')) === 'true'
  await press(page, 'Space')
  await expect(vote).toHaveAttribute('aria-pressed', String(!wasPressed))
  await expect(vote).toBeFocused()

  const share = post.getByRole('button', { name: /^Share/ })
  await tabTo(page, share)
  await press(page, 'Enter')
  const dialog = page.getByRole('dialog', { name: 'Share this post' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Link to the post' })).toHaveValue(
    /\/post\/[\w-]+$/,
  )
  // Focus stays in the dialog all the way round, both ways.
  const controls = await dialog.locator('button, a[href], input, textarea').count()
  for (let i = 0; i <= controls; i += 1) await press(page, 'Tab')
  for (let i = 0; i <= controls; i += 1) await press(page, 'Shift+Tab')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(share).toBeFocused()
  await expectVisibleFocus(page, 'after closing the share dialog')
})

test('take a questionnaire to its picks', async ({ page }) => {
  test.slow()
  await signInByKeyboard(page, '/ai/recommender')

  const finders = page.getByRole('main').getByRole('article')
  await expect(finders.first()).toBeVisible()
  await tabTo(page, finders.first().getByRole('link').first())
  await press(page, 'Enter')

  const finish = page.getByRole('button', { name: 'Find my films' })
  const next = page.getByRole('button', { name: 'Next' })
  for (let step = 1; step <= 10; step += 1) {
    // The page's heading takes focus on arrival, each next question's heading as it appears.
    const heading = page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^Question ${step} of`),
    })
    await expect(heading).toBeVisible()
    await expect(
      step === 1 ? page.getByRole('heading', { level: 1 }).first() : heading,
    ).toBeFocused()
    await expectVisibleFocus(page, `question ${step}`)
    await tabTo(page, page.getByRole('checkbox').first())
    await press(page, 'Space')
    await expect(page.getByRole('checkbox').first()).toBeChecked()
    const isLast = await finish.isVisible()
    await tabTo(page, isLast ? finish : next)
    await page.keyboard.press('Enter')
    if (isLast) break
  }

  const picks = page.getByRole('heading', { level: 2, name: 'Your film picks' })
  await expect(picks).toBeFocused()
  await expectVisibleFocus(page, 'the picks')
  await expect(
    page.getByRole('list', { name: 'Recommended films' }).getByRole('article'),
  ).not.toHaveCount(0)
  await tabTo(page, page.getByRole('button', { name: 'Start again' }))
})

test('save a board', async ({ page }) => {
  await signInByKeyboard(page, '/boards')

  const board = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
  await expect(board).toBeVisible()
  await tabTo(page, board)
  await press(page, 'Enter')
  await expect.poll(() => pathOf(page)).toMatch(/^\/board\//)
  await waitForAppReady(page)
  await expectVisibleFocus(page, 'the board page')

  const save = page.getByRole('main').getByRole('button', { name: /^(Save board|Saved)/ })
  await tabTo(page, save)
  const wasSaved = /^Saved/.test((await save.textContent()) ?? '')
  await press(page, 'Enter')
  await expect(save).toHaveText(wasSaved ? /^Save board/ : /^Saved/)
  if (!wasSaved) await expect(alerts(page)).toContainText('Board saved to your profile.')
  await expect(save).toBeFocused()
  await expectVisibleFocus(page, 'after saving')
})

test('find a group in the directory and join it', async ({ page }) => {
  await signInByKeyboard(page, '/groups')

  // A group filmfan has not joined, to search for by name.
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEYS.access)
  const me = (await fetchJson(page, '/api/auth', {
    headers: { authorization: `Bearer ${token}` },
  })) as { groups: number[] }
  const top = (await fetchJson(page, '/api/interest/group/top?page=1')) as {
    results: { id: number; name: string }[]
  }
  const other = top.results.find((group) => !me.groups.includes(group.id))
  if (!other) throw new Error('filmfan has joined every top group')

  await tabTo(page, page.getByRole('searchbox', { name: 'Search groups' }))
  await page.keyboard.type(other.name)
  // The search runs as you type (docs/behaviour.md#groups); its results replace the top groups.
  const results = page.getByRole('region', { name: `Groups matching “${other.name}”` })
  await expect(results.getByRole('status')).toHaveText('1 group')
  const card = results.getByRole('link', { name: new RegExp(other.name) })
  await tabTo(page, card)
  await press(page, 'Enter')
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeFocused()
  await expectVisibleFocus(page, 'the group page')

  const join = page.getByRole('button', { name: 'Join group' })
  await tabTo(page, join)
  await press(page, 'Enter')
  await expect(alerts(page)).toContainText(`You joined ${other.name}.`)
  const leave = page.getByRole('button', { name: 'Leave group' })
  await expect(leave).toBeFocused()
  await expectVisibleFocus(page, 'after joining')
})

test('dismiss a notification', async ({ page }) => {
  await signInByKeyboard(page, '/notifications')
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEYS.access)
  const unread = async () =>
    (
      (await fetchJson(page, '/api/notification?page=1', {
        headers: { authorization: `Bearer ${token}` },
      })) as { pagination: { total_objects: number } }
    ).pagination.total_objects
  const before = await unread()

  const list = page.getByRole('list', { name: 'Your notifications' })
  const dismiss = list.getByRole('button', { name: /^Dismiss notification from / })
  await tabTo(page, dismiss.first())
  const dismissed = await page.evaluate(
    () => document.activeElement?.closest('li')?.textContent ?? '',
  )
  await press(page, 'Enter')
  await expect(alerts(page)).toContainText('Notification dismissed.')
  await expect.poll(unread).toBe(before - 1)
  await expect(list.getByRole('listitem').first()).not.toHaveText(dismissed)
  // Focus moves to the card that took its place, not to <body>
  // (docs/behaviour.md#notifications: dismissing removes the card).
  await expect(dismiss.first()).toBeFocused()
  await expectVisibleFocus(page, 'after dismissing')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true })

  test('tabbing down a post and along /home’s shelves keeps focus in sight', async ({ page }) => {
    // Every stop is checked: not under the fixed bottom bar, and not scrolled out of a shelf.
    await page.goto('/post/is-the-grand-budapest-hotel-wes-anderson-s-best-film-25')
    await waitForAppReady(page)
    // The mock toolbar's pill keeps focus clear of itself, which would hide what this checks: the
    // app's own clearance of its bottom bar, as in an http-mode build.
    await page.evaluate(() => document.getElementById('film-waffle-mock-toolbar')?.remove())
    for (let i = 0; i < 45; i += 1) await press(page, 'Tab')

    await page.goto('/home')
    await waitForAppReady(page)
    const shelf = page.getByRole('region', { name: 'Most popular' })
    await tabTo(page, shelf.getByRole('link').nth(3), { maxPresses: 60 })
  })

  test('the header’s search opens on Enter and gives focus back on Escape', async ({ page }) => {
    await page.goto('/new')
    await waitForAppReady(page)
    const open = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })
    await tabTo(page, open)
    await press(page, 'Enter')
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeFocused()
    await press(page, 'Escape')
    await expect(open).toBeFocused()
  })
})
