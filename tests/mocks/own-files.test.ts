import { HttpHandler, getResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handlers } from '#mocks/handlers/index'

/**
 * The service worker hands MSW every request of the page, the app's own files included. Each
 * handler MSW tries parses the URL, matches its path and reads `document.cookie`, so a file no
 * handler answers used to be tried against every one of them (mocks/handlers/index.ts).
 */
describe('the app’s own files', () => {
  afterEach(() => vi.restoreAllMocks())

  const tries = () => vi.spyOn(HttpHandler.prototype, 'parse')

  it.each([
    '/assets/index-B9jjZqfa.js',
    '/assets/style-c3vpYNtj.css',
    '/src/main.tsx',
    '/mocks/browser.ts',
    '/openapi/openapi.gen.json',
    '/node_modules/.vite/deps/react.js',
    '/@vite/client',
    '/@react-refresh',
  ])('%s goes through untouched after one handler', async (path) => {
    const parse = tries()
    const response = await getResponse(handlers, new Request(`http://localhost${path}`))
    expect(response?.headers.get('x-msw-intention')).toBe('passthrough')
    expect(parse).toHaveBeenCalledTimes(1)
  })

  it('still answers the mock pictures and the API', async () => {
    const poster = await getResponse(
      handlers,
      new Request('http://localhost/mock-media/poster/0.svg'),
    )
    expect(poster?.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const feed = await getResponse(
      handlers,
      new Request('http://localhost/api/content/post/new?page=1'),
    )
    expect(feed?.status).toBe(200)
    expect(((await feed?.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0)
  })
})
