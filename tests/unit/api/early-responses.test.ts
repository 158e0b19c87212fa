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
import { safeUrl } from '#lib/safe-url'
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

describe("index.html's early picture", () => {
  /** `matchMedia` at a window `width` px wide (the tables use `(min-width: …px)` only). */
  function stubWidth(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    }))
  }

  const preloadedPictures = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute('href'),
    )

  /** Runs the script on `path` with the API answering `answers` (by path name); its preloads. */
  async function earlyPicture(path: string, answers: Record<string, unknown>, width: number) {
    window.history.replaceState(null, '', path)
    document.head.innerHTML = ''
    stubWidth(width)
    let answered = 0
    vi.stubGlobal('fetch', (url: string) => {
      answered += 1
      return Promise.resolve(HttpResponse.json(answers[new URL(url).pathname] ?? emptyPage))
    })
    new Function(earlyRequestsScript(''))()
    await vi.waitFor(() => expect(answered).toBeGreaterThan(0))
    await new Promise((resolve) => setTimeout(resolve, 50))
    delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_KEY]
    vi.unstubAllGlobals()
    return preloadedPictures()
  }

  /** What the app itself preloads on `path` (src/app/route-data.ts) with the same answers. */
  async function appPicture(path: string, answers: Record<string, unknown>, width: number) {
    document.head.innerHTML = ''
    stubWidth(width)
    let answered = 0
    server.use(
      http.get('*', ({ request }) => {
        answered += 1
        return HttpResponse.json(answers[new URL(request.url).pathname] ?? emptyPage)
      }),
    )
    prefetchRouteData(new QueryClient(), path, '')
    await vi.waitFor(() => expect(answered).toBeGreaterThan(0))
    await new Promise((resolve) => setTimeout(resolve, 150))
    return preloadedPictures()
  }

  // (The app preloads an address once per page view: each case has its own.)
  let n = 0
  const picture = (name: string) => `https://media.example/${name}-${(n += 1)}.jpg`

  it("preloads a board's banner, as the app does", async () => {
    const banner = picture('banner')
    const answers = {
      '/api/board/slug/horror-classics': { slug: 'horror-classics', featured_image: banner },
    }
    expect(await earlyPicture('/board/horror-classics', answers, 412)).toEqual([banner])
    expect(await appPicture('/board/horror-classics', answers, 412)).toEqual([banner])
  })

  it.each([
    [412, 'image_xs'],
    [500, 'image_sm'],
    [800, 'image_md'],
    [1280, null],
  ] as const)(
    "preloads /home's first shown ad at %i px as the app does: %s",
    async (width, field) => {
      const ad = (url: string) => ({
        url,
        image_xs: picture('xs'),
        image_sm: picture('sm'),
        image_md: picture('md'),
        image_lg: picture('lg'),
      })
      // The first ad's link fails the allow-list: the banner shows the second.
      const [hidden, shown] = [ad('javascript:alert(1)'), ad('https://advertiser.example/')]
      const answers = { '/api/advertisement': onePage([hidden, shown]) }
      const expected = field ? [shown[field]] : []
      expect(await earlyPicture('/home', answers, width)).toEqual(expected)
      expect(await appPicture('/home', answers, width)).toEqual(expected)
    },
  )

  it.each([412, 1280])(
    "preloads /home's first most popular poster at %i px as the app does, beside the ad",
    async (width) => {
      const board = (slug: string, featured_image: string) => ({ slug, name: slug, featured_image })
      const [first, second] = [picture('poster'), picture('poster')]
      const xs = picture('xs')
      const answers = {
        '/api/board/playlist': {
          ...emptyPage,
          most_popular: { name: '', boards: [board('noir', first), board('cult', second)] },
          others: [],
        },
        '/api/advertisement': onePage([{ url: 'https://advertiser.example/', image_xs: xs }]),
      }
      // On a phone the ad is on the first screen too; at 1280 px only the poster is.
      const expected = width < 500 ? [first, xs] : [first]
      expect((await earlyPicture('/home', answers, width)).sort()).toEqual(expected.sort())
      expect((await appPicture('/home', answers, width)).sort()).toEqual(expected.sort())
    },
  )

  it("preloads no poster when the first popular board's picture fails the allow-list", async () => {
    const answers = {
      '/api/board/playlist': {
        ...emptyPage,
        most_popular: {
          name: '',
          boards: [
            { slug: 'noir', featured_image: 'javascript:alert(1)' },
            { slug: 'cult', featured_image: picture('poster') },
          ],
        },
        others: [],
      },
    }
    // The page shows the first board's initial instead: the second board's picture is not first.
    expect(await earlyPicture('/home', answers, 1280)).toEqual([])
    expect(await appPicture('/home', answers, 1280)).toEqual([])
  })

  it("admits exactly the addresses the app's URL allow-list admits", async () => {
    // The script's own copy of src/lib/safe-url.ts (it runs before any module): same answers.
    const addresses = [
      'https://media.example/a.jpg',
      'HTTP://media.example/b.jpg',
      '  https://media.example/c.jpg  ',
      '/mock-media/board/d.svg',
      'mock-media/board/e.svg',
      '//elsewhere.example/f.jpg',
      '/\\elsewhere.example/g.jpg',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'blob:https://media.example/h',
      'https://media.example/i\n.jpg',
      '',
      '   ',
    ]
    for (const address of addresses) {
      const slug = `board-${(n += 1)}`
      const answers = { [`/api/board/slug/${slug}`]: { slug, featured_image: address } }
      const admitted = safeUrl(address)
      expect(await earlyPicture(`/board/${slug}`, answers, 412), JSON.stringify(address)).toEqual(
        admitted ? [admitted] : [],
      )
    }
  })

  it('preloads nothing the allow-list refuses, for a member, or in mock mode', async () => {
    const answers = {
      '/api/board/slug/noir': { slug: 'noir', featured_image: 'javascript:alert(1)' },
      '/api/board/slug/cult': { slug: 'cult', featured_image: '//elsewhere.example/x.jpg' },
    }
    expect(await earlyPicture('/board/noir', answers, 412)).toEqual([])
    expect(await earlyPicture('/board/cult', answers, 412)).toEqual([])
    // A member's page (and a mock-mode build) asks nothing early, so it has nothing to read.
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a-token')
    const banner = picture('banner')
    const member = { '/api/board/slug/noir': { slug: 'noir', featured_image: banner } }
    window.history.replaceState(null, '', '/board/noir')
    document.head.innerHTML = ''
    const asked = vi.fn(() => Promise.resolve(HttpResponse.json(member['/api/board/slug/noir'])))
    vi.stubGlobal('fetch', asked)
    new Function(earlyRequestsScript(''))()
    new Function(earlyRequestsScript(null))()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).not.toHaveBeenCalled()
    expect(preloadedPictures()).toEqual([])
  })
})
