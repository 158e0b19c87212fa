/**
 * What the most visited pages need first, started by a few lines of script in index.html
 * (scripts/early-requests-script.ts) as the HTML is parsed, instead of once the app's entry and
 * framework chunk (about 130 KB) have arrived and run:
 * - the page's own code: its route file's chunk and the chunks that one imports, as module
 *   preloads (Lighthouse /new: FCP and LCP about 170 ms sooner), for everyone, in both modes;
 * - in http-mode builds, for a visitor on a page without a query string, the API requests its
 *   first screen makes, which the client takes over (src/lib/api/early-responses.ts). Not in mock
 *   mode (nothing answers before the mock backend starts), not for members (their calls carry a
 *   bearer token that may need a refresh first) and not with a query string (the requests would
 *   depend on it): those go through the client as before.
 *
 * Each entry: the page's path pattern, its file in src/routes/, and the API paths (relative to
 * the API base URL; `$1` is the slug the pattern captured). The requests are the ones
 * src/app/route-data.ts starts, character for character: tests/unit/api/early-responses.test.ts
 * compares them, so the two tables cannot drift apart.
 */
export interface EarlyPage {
  readonly path: string
  readonly route: string
  readonly requests: readonly string[]
}

export const EARLY_PAGES: readonly EarlyPage[] = [
  { path: '^/new/?$', route: 'new.tsx', requests: ['api/content/post/new?page=1'] },
  { path: '^/top/?$', route: 'top.tsx', requests: ['api/content/post/top-voted?page=1'] },
  { path: '^/trending/?$', route: 'trending.tsx', requests: ['api/content/post/trending?page=1'] },
  { path: '^/grid/?$', route: 'grid.tsx', requests: ['api/content/post/visual?page=1'] },
  { path: '^/boards/?$', route: 'boards.tsx', requests: ['api/board?page=1'] },
  {
    path: '^/board/([^/]+)/?$',
    route: 'board.$boardSlug.tsx',
    requests: ['api/board/slug/$1', 'api/board/post/slug/$1?page=1'],
  },
  {
    // `/` redirects to /home.
    path: '^/(?:home)?/?$',
    route: 'home.tsx',
    requests: ['api/board/playlist?page=1', 'api/advertisement?category=Banner'],
  },
  {
    path: '^/post/([^/]+)/?$',
    route: 'post.$postSlug.tsx',
    requests: [
      'api/content/post/slug/$1',
      'api/content/comment/post?slug=$1&page=1',
      'api/board/top?page=1',
      'api/content/post/top-voted?page=1',
    ],
  },
  {
    path: '^/ai/recommender/?$',
    route: 'ai.recommender.index.tsx',
    requests: ['api/recommender/questionnaire?page=1'],
  },
]

/** The id of index.html's data block listing each route file's chunks (written by the build). */
export const ROUTE_CHUNKS_ID = 'film-waffle-route-chunks'
