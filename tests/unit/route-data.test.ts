// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { prefetchRouteData } from '#app/route-data'
import { adQueries, type Advertisement } from '#features/ads/api/ad-queries'
import { firstAdPicture } from '#features/ads/lib/ad-pictures'
import { preloadPicture } from '#lib/preload-picture'
import { onePage } from '#tests/utils/one-page'

/*
 * The pages whose largest element is a picture whose address comes with the data (a board's
 * banner, /home's first ad) start downloading it when the data arrives, not once the page has
 * rendered its <img> (src/app/route-data.ts, src/lib/preload-picture.ts).
 */

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => {
  server.resetHandlers()
  document.head.innerHTML = ''
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  )

/** A window this wide, as far as `matchMedia` is asked about `(min-width: …px)`. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(media)?.[1] ?? Infinity) <= width,
  }))
}

const ad = (id: number, url: string): Advertisement =>
  ({
    id,
    url,
    image_xs: `https://media.example/ad/${id}-xs.jpg`,
    image_sm: `https://media.example/ad/${id}-sm.jpg`,
    image_md: `https://media.example/ad/${id}-md.jpg`,
    image_lg: `https://media.example/ad/${id}-lg.jpg`,
  }) as Advertisement

describe('the main picture starts with the data', () => {
  it("on a board: its banner, once the board's data is in", async () => {
    server.use(
      http.get('*/api/board/slug/:slug', () =>
        HttpResponse.json({
          id: 1,
          slug: 'noir',
          featured_image: 'https://media.example/noir.jpg',
        }),
      ),
      http.get('*/api/board/post/slug/:slug', () => HttpResponse.json(onePage([]))),
    )
    prefetchRouteData(new QueryClient(), '/board/noir', '')
    await vi.waitFor(() => expect(preloads()).toEqual(['https://media.example/noir.jpg']))
    expect(document.head.querySelector('link[rel="preload"]')).toHaveProperty(
      'outerHTML',
      expect.stringContaining('fetchpriority="high"'),
    )
  })

  it('on /home: the first shown ad, in the size this window shows', async () => {
    windowWidth(700)
    server.use(
      http.get('*/api/board/playlist', () => HttpResponse.json(onePage([]))),
      // The first ad's link fails the allow-list: the banner skips it, and so does the preload.
      http.get('*/api/advertisement', () =>
        HttpResponse.json(onePage([ad(1, 'javascript:alert(1)'), ad(2, 'https://shop.example/')])),
      ),
    )
    prefetchRouteData(new QueryClient(), '/home', '')
    await vi.waitFor(() => expect(preloads()).toEqual(['https://media.example/ad/2-md.jpg']))
  })

  it('on /home at desktop width: nothing, the banner being below the first screen', async () => {
    windowWidth(1280)
    server.use(
      http.get('*/api/board/playlist', () => HttpResponse.json(onePage([]))),
      http.get('*/api/advertisement', () =>
        HttpResponse.json(onePage([ad(5, 'https://shop.example/')])),
      ),
    )
    const queryClient = new QueryClient()
    prefetchRouteData(queryClient, '/home', '')
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(adQueries.banners().queryKey)).toBeDefined(),
    )
    // (What the page would preload is decided once the ads and their art direction are both in.)
    await import('#features/ads/lib/ad-pictures')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(preloads()).toEqual([])
  })

  it('picks the picture <picture> would: the first source whose width matches, else the smallest', () => {
    const ads = [ad(3, 'https://shop.example/')]
    windowWidth(1280)
    expect(firstAdPicture(ads)).toBe('https://media.example/ad/3-lg.jpg')
    windowWidth(500)
    expect(firstAdPicture(ads)).toBe('https://media.example/ad/3-sm.jpg')
    windowWidth(375)
    expect(firstAdPicture(ads)).toBe('https://media.example/ad/3-xs.jpg')
    expect(firstAdPicture([ad(4, 'data:text/html,x')])).toBeUndefined()
  })

  it('preloads each allowed address once, and nothing else', () => {
    preloadPicture('https://media.example/once.jpg')
    preloadPicture('https://media.example/once.jpg')
    preloadPicture('javascript:alert(1)')
    preloadPicture(null)
    expect(preloads()).toEqual(['https://media.example/once.jpg'])
  })

  it('adds no second link for a picture index.html already preloads', () => {
    const early = document.createElement('link')
    early.rel = 'preload'
    early.setAttribute('as', 'image')
    early.href = 'https://media.example/banner.jpg'
    document.head.append(early)
    preloadPicture('https://media.example/banner.jpg')
    expect(preloads()).toEqual(['https://media.example/banner.jpg'])
  })
})
