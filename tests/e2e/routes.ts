import type { components } from '#openapi/schema.gen'
import { failedRequestLog } from './fixtures'

/**
 * Every screen of the app, visited by tests/e2e/sweep.spec.ts at 375 px and 1280 px, signed out
 * and signed in. A new screen joins the sweep by appending an entry here.
 */

type Schemas = components['schemas']

/** Reads the running mock API from inside the page (the mock worker answers). */
export interface ApiReader {
  get<T>(path: string): Promise<T>
}

export interface SweepRoute {
  /** Unique; it names the test, e.g. `/home` or `/post/<slug>`. */
  name: string
  /** The URL to visit, or how to find a real one in the mock API when the test runs. */
  path: string | ((api: ApiReader) => Promise<string>)
  /**
   * Console errors this screen causes by design, e.g. the browser's log line for a request the
   * screen expects to fail. Narrow patterns only: anything else still fails the sweep.
   */
  allowedConsoleErrors?: RegExp[]
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0]
  if (item === undefined) throw new Error(`The mock API has no ${what} to visit`)
  return item
}

const newestPost = async (api: ApiReader) =>
  first((await api.get<Schemas['PostPage']>('/api/content/post/new')).results, 'post')

export const sweepRoutes: SweepRoute[] = [
  { name: '/home', path: '/home' },
  { name: '/boards', path: '/boards' },
  { name: '/grid', path: '/grid' },
  { name: '/top', path: '/top' },
  { name: '/trending', path: '/trending' },
  { name: '/new', path: '/new' },
  {
    name: '/post/<slug>',
    path: async (api) => `/post/${encodeURIComponent((await newestPost(api)).slug)}`,
  },
  {
    name: '/post/<slug>?comment=<id>',
    path: async (api) => {
      const top = (await api.get<Schemas['PostPage']>('/api/content/post/top-voted')).results
      const post = first(
        top.filter((p) => p.num_comments > 0),
        'post with comments',
      )
      const comments = await api.get<Schemas['CommentPage']>(
        `/api/content/comment/post?slug=${encodeURIComponent(post.slug)}&page=1`,
      )
      const comment = first(comments.results, 'comment')
      return `/post/${encodeURIComponent(post.slug)}?comment=${comment.id}`
    },
  },
  {
    name: '/post/<missing>',
    path: '/post/a-post-nobody-wrote',
    // The post lookup answers 404 by design, and so does its comment list (asked for in parallel,
    // before the post is known to be missing); the page says the post is not there.
    allowedConsoleErrors: [
      failedRequestLog(404, '/api/content/post/slug/'),
      failedRequestLog(404, '/api/content/comment/post?slug='),
    ],
  },
  {
    name: '/board/<slug>',
    path: async (api) => {
      const boards = (await api.get<Schemas['BoardPage']>('/api/board')).results
      return `/board/${encodeURIComponent(first(boards, 'board').slug)}`
    },
  },
  {
    name: '/group/<slug>',
    path: async (api) => {
      const groups = (await api.get<Schemas['GroupPage']>('/api/interest/group/top')).results
      return `/group/${encodeURIComponent(first(groups, 'group').slug)}`
    },
  },
  { name: '/ai/recommender', path: '/ai/recommender' },
  {
    name: '/ai/recommender/film-finder/<slug>',
    path: async (api) => {
      const page = await api.get<Schemas['QuestionnairePage']>('/api/recommender/questionnaire')
      return `/ai/recommender/film-finder/${encodeURIComponent(first(page.results, 'questionnaire').slug)}`
    },
  },
  { name: '/login', path: '/login' },
  { name: '/register', path: '/register' },
  { name: '/verification', path: '/verification' },
  {
    name: '/verification/confirm/<id>',
    path: async (api) => `/verification/confirm/${(await newestPost(api)).created_by}`,
  },
  { name: '/forgot-my-password', path: '/forgot-my-password' },
  {
    name: '/forgot-my-password/recovery',
    path: '/forgot-my-password/recovery?profile=1&session=x',
    // A made-up link: the check answers 400 and the screen shows "link expired"
    // (docs/behaviour.md#accounts-and-sign-in).
    allowedConsoleErrors: [failedRequestLog(400, '/api/auth/forgot-my-password/verify')],
  },
  { name: '/terms-and-conditions', path: '/terms-and-conditions' },
  { name: '/cookies', path: '/cookies' },
  { name: '/privacy-policy', path: '/privacy-policy' },
  { name: '/disclaimer', path: '/disclaimer' },
  { name: '/acceptable-use-policy', path: '/acceptable-use-policy' },
  { name: '/404', path: '/404' },
  { name: '/profile', path: '/profile' },
  {
    name: '/profile/<id>',
    path: async (api) => `/profile/${(await newestPost(api)).created_by}`,
  },
  { name: '/profiles', path: '/profiles' },
  { name: '/profile/edit', path: '/profile/edit' },
  { name: '/notifications', path: '/notifications' },
  { name: '/settings', path: '/settings' },
  { name: '/groups', path: '/groups' },
  { name: '/groups?query=<none>', path: '/groups?query=no-group-is-called-this' },
  { name: '/profile?tab=groups', path: '/profile?tab=groups' },
  {
    name: '/activity',
    path: '/activity',
    // Reviewer insights are the server's call (openapi/README.md decision 34): the demo member is
    // no reviewer, is refused with 403, and the panel says politely that they are not available.
    allowedConsoleErrors: [failedRequestLog(403, '/api/log/insights/reviewer/overview')],
  },
  { name: '/integration/tiktok/callback', path: '/integration/tiktok/callback?code=sweep' },
  {
    name: '/integration/facebook/callback (refused)',
    path: '/integration/facebook/callback?code=denied',
    // The mocks refuse `denied` with 400 by design; the page shows the failure.
    allowedConsoleErrors: [failedRequestLog(400, '/api/integration/facebook/callback')],
  },
]
