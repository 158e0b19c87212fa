import { failedRequestLog } from '../fixtures'
import { alerts, logInWithForm, pathOf, uniqueEmail } from '../account/helpers'
import { callsTo, expect, picturesFrom, signInOverHttp, test, waitForHttpApp } from './support'

/**
 * The key journeys in http mode: the production build for a real server (`npm run build:http`)
 * against the standalone mock server over real HTTP — CORS, bearer tokens, the refresh, absolute
 * picture addresses on the API's origin — where the rest of the suite runs on the in-browser
 * mocks. The fixtures fail a test that asks any other host or registers a service worker.
 */

test('a member signs in through the form; the session and the pictures come over HTTP', async ({
  page,
  api,
  requests,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/login')
  await waitForHttpApp(page)
  await logInWithForm(page, 'filmfan', 'Password1!')

  await expect.poll(() => pathOf(page)).toBe('/home')
  await expect(alerts(page)).toContainText('Welcome back! You are now logged in.')
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu for filmfan' }),
  ).toBeVisible()
  // The login went to the API's origin, and the member's own calls carry the bearer token.
  expect(callsTo(requests, api.url, 'POST', '/api/auth/login')).toHaveLength(1)
  const profileCall = callsTo(requests, api.url, 'GET', '/api/auth').at(-1)
  expect(await profileCall?.headerValue('authorization')).toMatch(/^Bearer \S+$/)

  // Pictures are served by the API's origin and load in the app's page (375 px, then 1280 px).
  await page.goto('/grid')
  await waitForHttpApp(page)
  await expect
    .poll(async () => {
      const pictures = await picturesFrom(page, api.url)
      return pictures.length > 0 && pictures.every((picture) => picture.loaded)
    }, 'every picture from the API loads')
    .toBe(true)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/home')
  await waitForHttpApp(page)
  await expect
    .poll(async () => {
      const pictures = await picturesFrom(page, api.url)
      return pictures.length >= 4 && pictures.every((picture) => picture.loaded)
    }, 'the board tiles and the avatar load')
    .toBe(true)
})

test('a visitor registers, verifies through the mailbox and logs in', async ({ page, api }) => {
  const email = uniqueEmail('http')
  const username = `http${Date.now().toString(36).slice(-6)}`
  const password = 'Popcorn-and-Noir-1944'

  await page.goto('/register')
  await waitForHttpApp(page)
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

  // The link in the e-mail is a path of the app.
  const link = await api.mailLink(email, /^\/verification\/confirm\/\d+$/)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified!' })).toBeVisible()

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
  await expect.poll(() => pathOf(page)).toBe('/login')
  await logInWithForm(page, username, password)
  await expect.poll(() => pathOf(page)).toBe('/home')
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Account menu for ${username}` }),
  ).toBeVisible()
})

/** The smallest PNG there is: one transparent pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('a member publishes a post with a picture, upvotes it and comments on it', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInOverHttp(page, api)
  await page
    .getByRole('region', { name: 'Share with the community' })
    .getByRole('button', { name: 'Create post' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Create a post' })
  const title = `Heat over HTTP, ${Date.now().toString(36)}`
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title)
  await dialog.getByRole('textbox', { name: /^Your post/ }).fill('The diner scene, again.')
  // The picture goes through the compression service, which the build finds beside the API
  // (no VITE_IMAGE_COMPRESSION_URL here, as in the README's recipe).
  const compressed = page.waitForResponse((response) =>
    response.url().startsWith(`${api.url}/image-service/compress`),
  )
  const fileChooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose a file' }).click()
  await (
    await fileChooser
  ).setFiles({ name: 'still.png', mimeType: 'image/png', buffer: PIXEL_PNG })
  expect((await compressed).status()).toBe(200)
  await expect(dialog).toContainText('Image ready.')
  await dialog.getByRole('button', { name: 'Publish post' }).click()
  await expect(alerts(page)).toContainText('Post created!')

  // The server has it: open it from the server's own feed.
  const newest = (await (await api.request.get('/api/content/post/new?page=1')).json()) as {
    results: { title: string; slug: string; image: string | null }[]
  }
  expect(newest.results[0]?.title).toBe(title)
  expect(newest.results[0]?.image).toMatch(/^http:\/\/localhost:\d+\/mock-media\//)
  await page.goto(`/post/${newest.results[0]?.slug}`)
  await waitForHttpApp(page)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect
    .poll(async () => {
      const pictures = await picturesFrom(page, `${api.url}/mock-media/upload/`)
      return pictures.length > 0 && pictures.every((picture) => picture.loaded)
    }, 'the post’s own picture loads from the API')
    .toBe(true)

  const upvote = page
    .getByRole('main')
    .getByRole('button', { name: /upvotes?, upvote “/ })
    .first()
  await expect(upvote).toHaveAttribute('aria-pressed', 'false')
  const voted = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/reaction/vote/post'),
  )
  await upvote.click()
  await expect(upvote).toHaveAttribute('aria-pressed', 'true')
  expect(await (await voted).json()).toMatchObject({ votes: { has_upvoted: true, upvotes: 1 } })

  const box = page.getByRole('textbox', { name: 'Write a comment' })
  await box.fill('Mann at his most patient.')
  await page.getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(page.getByRole('article', { name: 'Comment by filmfan' }).first()).toContainText(
    'Mann at his most patient.',
  )

  // A reload reads it all back from the server.
  await page.reload()
  await waitForHttpApp(page)
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /upvotes?, upvote “/ })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('article', { name: 'Comment by filmfan' }).first()).toContainText(
    'Mann at his most patient.',
  )
})

test('an expired access token is refreshed once, and the member stays signed in', async ({
  page,
  api,
  requests,
  allowConsoleErrors,
}) => {
  // session-expired: the server rejects the access tokens a login hands out as expired.
  allowConsoleErrors(failedRequestLog(401, '/api/'))
  await api.setScenario('session-expired')
  await signInOverHttp(page, api, '/notifications')

  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu for filmfan' }),
  ).toBeVisible()
  expect(
    callsTo(requests, api.url, 'POST', '/api/auth/login/refresh'),
    'every call that failed at once shared one refresh',
  ).toHaveLength(1)
  const rejected = requests.filter((request) => request.url().startsWith(api.url))
  expect(rejected.length).toBeGreaterThan(2)

  // The refreshed token is the one kept: a reload needs no second refresh.
  await page.reload()
  await waitForHttpApp(page)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  expect(callsTo(requests, api.url, 'POST', '/api/auth/login/refresh')).toHaveLength(1)
})

test('scenarios chosen on the server: a failing feed recovers, an empty one says so', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequestLog(500, '/api/'), /^ApiError: A server error occurred\./)
  await api.setScenario('server-error')
  await page.goto('/new')
  // TanStack Query retries twice (1 s, 2 s) before the screen gives up, with the server's words.
  const main = page.getByRole('main')
  await expect(main).toContainText('A server error occurred.', { timeout: 15_000 })

  await api.setScenario(null)
  await main.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article')).toHaveCount(12)

  await api.setScenario('empty')
  await page.goto('/new')
  await waitForHttpApp(page)
  await expect(main).toContainText('Nothing here yet')
})
