import { expect, test, waitForHttpApp } from './support'

/**
 * What a phone downloads on its first visit is compressed as a production deployment compresses
 * it: the build's scripts and stylesheet as brotli (scripts/vite-precompressed.ts; `vite preview`
 * in the `http` project, deploy/nginx.conf in the `nginx` one), the API's JSON gzipped (the mock
 * server, like any production API).
 */
test('the first visit downloads brotli scripts and stylesheet and gzipped data', async ({
  page,
}) => {
  const encodings = new Map<string, string | undefined>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (/^\/assets\/.+\.(?:js|css)$/.test(url.pathname) || url.pathname.startsWith('/api/')) {
      encodings.set(url.pathname, response.headers()['content-encoding'])
    }
  })
  await page.goto('/new')
  await waitForHttpApp(page)
  await expect(page.getByRole('article').first()).toBeVisible()

  const assets = [...encodings].filter(([path]) => path.startsWith('/assets/'))
  const framework = assets.find(([path]) => /\/framework-[\w-]+\.js$/.test(path))
  const stylesheet = assets.find(([path]) => path.endsWith('.css'))
  expect(framework?.[1]).toBe('br')
  expect(stylesheet?.[1]).toBe('br')
  // Files under 1 KB are sent as they are; every larger one has its brotli copy.
  expect(assets.filter(([, encoding]) => encoding === 'br').length).toBeGreaterThanOrEqual(5)
  expect(encodings.get('/api/content/post/new')).toBe('gzip')
})
