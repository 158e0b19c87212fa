// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { prefetchRouteData } from '#app/route-data'
import { apiGet } from '#lib/api/client'
import { ROUTE_CHUNKS_ID } from '#app/early-requests'
import {
  EARLY_RESPONSE_MAX_AGE_MS,
  EARLY_RESPONSES_KEY,
  takeEarlyResponse,
  type EarlyResponses,
} from '#lib/api/early-responses'
import { ACCESS_TOKEN_KEY } from '#lib/api/tokens'
import { earlyRequestsScript } from '#scripts/early-requests-script'
import { onePage } from '#tests/utils/one-page'

/*
 * index.html's early requests (scripts/early-requests-script.ts, src/app/early-requests.ts) and
 * the client taking their answers over (src/lib/api/early-responses.ts). The script runs here as
 * the browser runs it, on jsdom's page, with `fetch` recorded.
 */

const server = setupServer()
const emptyPage = onePage([])

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  localStorage.clear()
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_KEY]
})
afterEach(() => {
  document.head.innerHTML = ''
  server.resetHandlers()
  server.events.removeAllListeners()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

/**
 * Runs the script on `path` as an http-mode build would (`api` "" = this origin's API, as in
 * mock-mode tests; null = a mock-mode build) and returns what it asked the API for and which
 * chunks it preloaded. `chunks` is the build's data block.
 */
function runEarlyScript(
  path: string,
  { api = '', chunks = {} }: { api?: string | null; chunks?: Record<string, string[]> } = {},
) {
  window.history.replaceState(null, '', path)
  document.head.innerHTML = ''
  const data = document.createElement('script')
  data.type = 'application/json'
  data.id = ROUTE_CHUNKS_ID
  data.textContent = JSON.stringify(chunks)
  document.head.append(data)
  const asked: string[] = []
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url)
    return Promise.resolve(HttpResponse.json(emptyPage))
  })
  new Function(earlyRequestsScript(api))()
  vi.unstubAllGlobals()
  // (Left there, the answers would be taken over by the app's requests this test compares.)
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_KEY]
  const preloaded = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )
  return { asked, preloaded }
}

/**
 * What the app itself requests when `path` starts (src/app/route-data.ts), as the API sees it: at
 * least `expected` requests, and whatever else comes within 100 ms after them.
 */
async function appRequests(path: string, expected: number): Promise<string[]> {
  const seen: string[] = []
  server.use(http.get('*', () => new Promise<Response>(() => {})))
  server.events.on('request:start', ({ request }) => seen.push(request.url))
  const url = new URL(path, window.location.origin)
  prefetchRouteData(new QueryClient(), url.pathname, url.search)
  await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(expected))
  await new Promise((resolve) => setTimeout(resolve, 100))
  return seen
}

describe("index.html's early requests", () => {
  it.each([
    '/new',
    '/top',
    '/trending',
    '/grid',
    '/boards',
    '/board/horror-classics',
    '/home',
    '/',
    '/post/is-the-grand-budapest-hotel-wes-anderson-s-best-film-25',
    '/post/caf%C3%A9-society-1',
    '/ai/recommender',
  ])('ask for exactly what the app asks for on %s', async (path) => {
    const { asked } = runEarlyScript(path)
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.toSorted()).toEqual((await appRequests(path, asked.length)).toSorted())
  })

  it('ask for nothing on other pages, with a query string, for a member or in mock mode', () => {
    expect(runEarlyScript('/login').asked).toEqual([])
    expect(runEarlyScript('/post/a-slug/edit').asked).toEqual([])
    expect(runEarlyScript('/new?query=noir').asked).toEqual([])
    expect(runEarlyScript('/new', { api: null }).asked).toEqual([])
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a-token')
    expect(runEarlyScript('/new').asked).toEqual([])
  })

  it("preload the page's own chunks the build lists, for anyone, in both modes", () => {
    const chunks = {
      'new.tsx': ['/assets/new-1.js', '/assets/content-2.js'],
      'post.$postSlug.tsx': ['/assets/post-3.js', '/assets/content-2.js', '/assets/comments-4.js'],
    }
    expect(runEarlyScript('/new', { chunks }).preloaded).toEqual(chunks['new.tsx'])
    expect(runEarlyScript('/post/a-slug', { chunks }).preloaded).toEqual(
      chunks['post.$postSlug.tsx'],
    )
    // A member, a query string and a mock-mode build get them too: code does not depend on who asks.
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a-token')
    expect(runEarlyScript('/new?query=noir', { chunks, api: null }).preloaded).toEqual(
      chunks['new.tsx'],
    )
    // Another page, or a build that listed nothing: nothing.
    expect(runEarlyScript('/login', { chunks }).preloaded).toEqual([])
    expect(runEarlyScript('/new').preloaded).toEqual([])
  })
})

describe('the client taking an early answer over', () => {
  const FEED = 'api/content/post/new?page=1'
  const feedUrl = () => new URL(FEED, `${window.location.origin}/`).href

  function leaveEarly(response: Promise<Response>, at = performance.now()) {
    response.catch(() => undefined)
    const waiting: EarlyResponses = { [feedUrl()]: { at, response } }
    ;(window as unknown as Record<string, unknown>)[EARLY_RESPONSES_KEY] = waiting
  }

  function countFeedRequests() {
    let count = 0
    server.use(http.get('*/api/content/post/new', () => (count++, HttpResponse.json(emptyPage))))
    return () => count
  }

  it('uses it once instead of asking again, then asks as usual', async () => {
    const requests = countFeedRequests()
    const early = { ...emptyPage, results: [] as unknown[], early: true }
    leaveEarly(Promise.resolve(HttpResponse.json(early)))
    await expect(apiGet('/api/content/post/new', { query: { page: 1 } })).resolves.toMatchObject({
      early: true,
    })
    expect(requests()).toBe(0)
    await expect(
      apiGet('/api/content/post/new', { query: { page: 1 } }),
    ).resolves.not.toHaveProperty('early')
    expect(requests()).toBe(1)
  })

  it('asks again when the early request failed on its way, or is too old', async () => {
    const requests = countFeedRequests()
    leaveEarly(Promise.reject(new TypeError('Failed to fetch')))
    await apiGet('/api/content/post/new', { query: { page: 1 } })
    expect(requests()).toBe(1)
    leaveEarly(
      Promise.resolve(HttpResponse.json({ early: true })),
      performance.now() - EARLY_RESPONSE_MAX_AGE_MS - 1,
    )
    await expect(
      apiGet('/api/content/post/new', { query: { page: 1 } }),
    ).resolves.not.toHaveProperty('early')
    expect(requests()).toBe(2)
  })

  it("never stands for a member's request (one with a bearer token) or for a write", async () => {
    leaveEarly(Promise.resolve(HttpResponse.json({ early: true })))
    const withBearer = new Request(feedUrl(), { headers: { Authorization: 'Bearer a-token' } })
    await expect(takeEarlyResponse(withBearer)).resolves.toBeUndefined()
    await expect(
      takeEarlyResponse(new Request(feedUrl(), { method: 'POST' })),
    ).resolves.toBeUndefined()
    // Still there for the visitor's read.
    await expect(takeEarlyResponse(new Request(feedUrl()))).resolves.toBeInstanceOf(Response)
  })
})
