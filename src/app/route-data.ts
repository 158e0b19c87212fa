import type { QueryClient } from '@tanstack/react-query'
import { adQueries } from '#features/ads/api/ad-queries'
import { boardQueries } from '#features/boards/api/board-queries'
import { commentQueries } from '#features/comments/api/comment-queries'
import { mostPopular, playlistQueries } from '#features/playlists/api/playlist-queries'
import { postQueries } from '#features/posts/api/post-queries'
import { recommenderQueries } from '#features/recommender/api/recommender-queries'
import { preloadPicture } from '#lib/preload-picture'
import { validateBoardsSearch, validateQuerySearch, validatePostSearch } from '#lib/search-params'

/**
 * What a page fetches that its route's loader does not wait for, started with the page rather
 * than after its code: on the first visit before React mounts (main.tsx), on a navigation when it
 * begins (router `onBeforeNavigate`). Route loaders are split into their route's chunks
 * (vite.config.ts), so without this table a page's first request would wait for the entry, then
 * the loader's chunk, and the page's other requests for its components to render. Everything goes
 * through TanStack Query with the same options the components use, so the components find the
 * request already on its way (or answered) instead of making it again.
 *
 * Keep it small: only the most visited pages, only their first screen.
 */
type Prefetch = (queryClient: QueryClient, match: RegExpMatchArray, search: URLSearchParams) => void

/** `?query=` of the feeds, read as their routes read it. */
const queryOf = (search: URLSearchParams) => validateQuerySearch(Object.fromEntries(search)).query

const ROUTE_DATA: [RegExp, Prefetch][] = [
  [
    /^\/(new|top|trending)\/?$/,
    (queryClient, match, search) => {
      const feed = match[1] === 'top' ? 'top-voted' : (match[1] as 'new' | 'trending')
      void queryClient.prefetchInfiniteQuery(postQueries.feed(feed, queryOf(search)))
    },
  ],
  [
    /^\/grid\/?$/,
    (queryClient, _match, search) =>
      void queryClient.prefetchInfiniteQuery(postQueries.feed('visual', queryOf(search))),
  ],
  [
    /^\/boards\/?$/,
    (queryClient, _match, search) => {
      const { query, filter } = validateBoardsSearch(Object.fromEntries(search))
      void queryClient.prefetchInfiniteQuery(boardQueries.list({ query, filter }))
    },
  ],
  [
    /^\/board\/([^/]+)\/?$/,
    (queryClient, match) => {
      const slug = decodeURIComponent(match[1] ?? '')
      const detail = boardQueries.detail(slug)
      // The banner is the page's largest picture: it starts with the board's data, not once the
      // page has rendered (Lighthouse /board: LCP about 170 ms sooner).
      void queryClient
        .prefetchQuery(detail)
        .then(() => preloadPicture(queryClient.getQueryData(detail.queryKey)?.featured_image))
      void queryClient.prefetchInfiniteQuery(postQueries.byBoard(slug))
    },
  ],
  [
    // `/` redirects to /home: its data starts with the redirect's page.
    /^\/(?:home)?\/?$/,
    (queryClient) => {
      // The first most popular board's poster is /home's first picture, and its largest on a phone
      // with real pictures (Lighthouse with the mock server's WebP pictures): it starts with the
      // playlists, as the ad starts with the ads.
      const view = playlistQueries.view()
      void queryClient
        .prefetchInfiniteQuery(view)
        .then(() =>
          preloadPicture(
            mostPopular(queryClient.getQueryData(view.queryKey))?.boards[0]?.featured_image,
          ),
        )
      // The first ad's picture is on a phone's or a tablet's first screen, below that poster, and
      // the largest on a tablet: it starts with the ads, like a board's banner (not on a desktop,
      // where the banner is below the first screen).
      // Which size to ask for comes with /home's own chunk (the early script has it on its way),
      // so no other page downloads the ads' art direction.
      const banners = adQueries.banners()
      void Promise.all([
        queryClient.prefetchQuery(banners),
        import('#features/ads/lib/ad-pictures'),
      ]).then(([, { adOnFirstScreen, firstAdPicture }]) => {
        const ads = queryClient.getQueryData(banners.queryKey)?.results
        if (ads && adOnFirstScreen()) preloadPicture(firstAdPicture(ads))
      })
    },
  ],
  [
    // The post, its thread and the side lists all start together.
    /^\/post\/([^/]+)\/?$/,
    (queryClient, match, search) => {
      const slug = decodeURIComponent(match[1] ?? '')
      void queryClient.prefetchQuery(postQueries.detail(slug))
      const { comment } = validatePostSearch(Object.fromEntries(search))
      void queryClient.prefetchInfiniteQuery(commentQueries.list(slug, comment))
      void queryClient.prefetchQuery(boardQueries.top())
      void queryClient.prefetchInfiniteQuery(postQueries.feed('top-voted'))
    },
  ],
  [
    // The route's loader waits for the list, so without this the page's title and introduction
    // (its LCP) would wait for the route chunk, then the list.
    /^\/ai\/recommender\/?$/,
    (queryClient, _match, search) =>
      void queryClient.prefetchInfiniteQuery(recommenderQueries.list(queryOf(search))),
  ],
]

/** Starts the requests `pathname` needs beyond its loader's (no-op for pages not in the table). */
export function prefetchRouteData(
  queryClient: QueryClient,
  pathname: string,
  search: string | URLSearchParams,
): void {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  for (const [pattern, prefetch] of ROUTE_DATA) {
    const match = pathname.match(pattern)
    if (match) {
      prefetch(queryClient, match, params)
      return
    }
  }
}
