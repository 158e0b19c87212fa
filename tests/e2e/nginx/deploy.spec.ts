import { expect, test } from '../fixtures'

/**
 * deploy/nginx.conf, served by Debian's nginx in front of the http-mode build and the mock server
 * (the `nginx` project in playwright.config.ts; the http journeys run through it as well).
 */

const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
}

test('every page address answers the app, uncached, with the security headers', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/home',
    '/post/some-post?comment=3',
    '/profile/edit',
    '/no/such/page',
  ]) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expect(answer.headers()['content-type']).toMatch(/^text\/html/)
    expect(await answer.text()).toContain('<div id="root"></div>')
    const headers = answer.headers()
    expect(headers['cache-control'], path).toBe('no-cache')
    const policy = headers['content-security-policy'] ?? ''
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toMatch(/frame-ancestors 'none'$/)
    expect(policy).not.toContain('unsafe')
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[name], name).toBe(value)
    expect(headers.server).toBe('nginx')
  }
})

test('hashed assets are cached for good and compressed; a missing one is a 404, not the app', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  expect(script).toBeDefined()
  expect(style).toBeDefined()
  for (const asset of [script, style] as string[]) {
    const answer = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers()['content-encoding']).toBe('gzip')
    expect(answer.headers()['x-content-type-options']).toBe('nosniff')
    // A browser that takes brotli gets the build's brotli copy (Debian's nginx with its brotli
    // module, as CI installs it): the same file, smaller.
    const brotli = await request.get(asset, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(brotli.headers()['content-encoding']).toBe('br')
    expect(brotli.headers()['content-type']).toMatch(/^(?:text|application)\/(?:javascript|css)/)
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await brotli.text()).toBe(await answer.text())
  }
  const missing = await request.get('/assets/index-doesnotexist.js')
  expect(missing.status()).toBe(404)
  // No mock worker in an http build.
  expect((await request.get('/mockServiceWorker.js')).headers()['content-type']).toMatch(
    /text\/html/,
  )
})

test('/api is proxied to the upstream, with its answers and errors intact', async ({ request }) => {
  const feed = await request.get('/api/content/post/new?page=1')
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toMatch(/application\/json/)
  const page = (await feed.json()) as { results: unknown[]; pagination: unknown }
  expect(page.results.length).toBeGreaterThan(0)
  expect(feed.headers()['x-frame-options']).toBe('DENY')

  const refused = await request.post('/api/auth/login', {
    data: { username: 'filmfan', password: 'wrong-password-1' },
  })
  expect(refused.status()).toBe(401)

  const signedIn = await request.post('/api/auth/login', {
    data: { username: 'filmfan', password: 'Password1!' },
  })
  expect(signedIn.status()).toBe(200)
  const { access } = (await signedIn.json()) as { access: string }
  const me = await request.get('/api/auth', { headers: { authorization: `Bearer ${access}` } })
  expect(me.status()).toBe(200)
  expect(((await me.json()) as { username: string }).username).toBe('filmfan')
})

test('a member signs in through nginx and no Content-Security-Policy is violated', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('textbox', { name: /username/i }).fill('filmfan')
  await page
    .getByLabel(/^password/i)
    .first()
    .fill('Password1!')
  await page.getByRole('button', { name: /^log ?in$/i }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.getByRole('button', { name: /filmfan/i }).first()).toBeVisible()
})
