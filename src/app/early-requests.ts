import { AD_PICTURE_FALLBACK, AD_PICTURE_SOURCES } from '#features/ads/lib/ad-pictures'

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
 *   depend on it): those go through the client as before;
 * - with those answers, the page's largest pictures (a board's banner; /home's first poster and,
 *   on a phone, its ad), as `<link rel="preload" as="image">`: they start once their data is in,
 *   alongside the framework chunk, rather than after the framework has arrived and the page has
 *   rendered (Lighthouse /board: the banner is the LCP element).
 *
 * Each entry: the page's path pattern, its file in src/routes/, the API paths (relative to the
 * API base URL; `$1` is the slug the pattern captured) and, optionally, where its pictures are. The
 * requests and the pictures are the ones src/app/route-data.ts starts, character for character:
 * tests/unit/api/early-responses.test.ts compares them, so the two tables cannot drift apart.
 */
export interface EarlyPage {
  readonly path: string
  readonly route: string
  readonly requests: readonly string[]
  readonly pictures?: readonly EarlyPicture[]
}

/**
 * Where the answer of one of a page's requests names its largest picture. The script admits only
 * addresses the app's allow-list admits (src/lib/safe-url.ts: http(s), or relative on this origin).
 */
export interface EarlyPicture {
  /** Which of the page's `requests` answers with it. */
  readonly request: number
  /**
   * For a list: the field holding its items (a dotted path for a nested one), and, where the page
   * shows only an item whose link passes the allow-list, that link's field; the first such item
   * (or, without `link`, the first item) is the one the page shows.
   */
  readonly item?: { readonly list: string; readonly link?: string }
  /**
   * The picture's field per media query, in `<picture>` order: the first that matches and holds
   * an admitted address wins (`null` media: any width). A `null` field: at that width the picture
   * is not on the first screen, and nothing is preloaded.
   */
  readonly sources: readonly (readonly [media: string | null, field: string | null])[]
}

/**
 * /home's first poster, the first of its most popular boards (its largest picture on a phone with
 * real pictures; the poster is drawn from `featured_image`, src/features/boards/components/board-card.tsx).
 */
const HOME_POSTER_PICTURE: EarlyPicture = {
  request: 0,
  item: { list: 'most_popular.boards' },
  sources: [[null, 'featured_image']],
}

/** /home's ad, as src/features/ads/lib/ad-pictures.ts draws and preloads it. */
const HOME_AD_PICTURE: EarlyPicture = {
  request: 1,
  item: { list: 'results', link: 'url' },
  sources: [
    // From the leaderboard's width the banner is below the first screen (`adOnFirstScreen`).
    [AD_PICTURE_SOURCES[0].media, null],
    ...AD_PICTURE_SOURCES.slice(1).map((source) => [source.media, source.field] as const),
    [null, AD_PICTURE_FALLBACK.field],
  ],
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
    pictures: [{ request: 0, sources: [[null, 'featured_image']] }],
  },
  {
    // `/` redirects to /home.
    path: '^/(?:home)?/?$',
    route: 'home.tsx',
    requests: ['api/board/playlist?page=1', 'api/advertisement?category=Banner'],
    pictures: [HOME_POSTER_PICTURE, HOME_AD_PICTURE],
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
