/**
 * What a visitor's first page asks the API for, started by a few lines of script in index.html
 * (scripts/early-requests-script.ts) while the app's code is still downloading: without them the
 * first request waited for the entry and the framework chunk (about 130 KB) to arrive and run.
 * The app takes the answers over instead of asking again (src/lib/api/early-responses.ts).
 *
 * Only in http-mode builds (in mock mode nothing answers before the mock backend starts), only
 * for visitors (a member's calls carry a bearer token and may need a refresh first: they go
 * through the client), and only for a page without a query string (its requests would depend on
 * it). Each entry is a page's path pattern and the API paths, relative to the API base URL, its
 * first screen fetches; `$1` is the slug the pattern captured. They are the same requests as
 * src/app/route-data.ts starts, character for character: tests/unit/early-requests.test.ts
 * compares them, so the two cannot drift apart.
 */
export const EARLY_REQUESTS: readonly (readonly [pattern: string, paths: readonly string[]])[] = [
  ['^/new/?$', ['api/content/post/new?page=1']],
  ['^/top/?$', ['api/content/post/top-voted?page=1']],
  ['^/trending/?$', ['api/content/post/trending?page=1']],
  ['^/grid/?$', ['api/content/post/visual?page=1']],
  ['^/boards/?$', ['api/board?page=1']],
  ['^/board/([^/]+)/?$', ['api/board/slug/$1', 'api/board/post/slug/$1?page=1']],
  ['^/(?:home)?/?$', ['api/board/playlist?page=1', 'api/advertisement?category=Banner']],
  [
    '^/post/([^/]+)/?$',
    [
      'api/content/post/slug/$1',
      'api/content/comment/post?slug=$1&page=1',
      'api/board/top?page=1',
      'api/content/post/top-voted?page=1',
    ],
  ],
]
