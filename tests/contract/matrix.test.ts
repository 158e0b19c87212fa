import { describe, expect, it } from 'vitest'
import { DOCUMENTED_OPERATIONS } from '#mocks/contract/force'
import { db, getForced, getScenario, server, setScenario } from '#mocks/node'
import type { ScenarioName } from '#mocks/scenarios/index'
import document from '#openapi/openapi.gen.json'
import {
  type Answer,
  type CallOptions,
  call,
  expectConforms,
  login,
  setupMockServer,
} from '#tests/mocks/support'

/**
 * The operation × status matrix: every status each operation of openapi.yaml documents is reached
 * through the mocks, and every answer is validated against that operation's response schema.
 * Each cell is reached one of three ways, and the matrix records which:
 *
 * - **N natural**: real state makes the mock backend answer that status on its own (no token, an
 *   unknown slug, a body the product's (docs/behaviour.md) or the document's rules refuse,
 *   someone else's post, …).
 * - **S scenario**: a named QA scenario (`mocks/scenarios/`) is on, e.g. `server-error` for 500.
 * - **F forced**: `Prefer: code=NNN` makes the gate answer the document's example. Only the cells
 *   of `FORCED`, each with the reason no real state or scenario reaches it.
 *
 * Every 2xx and every 4xx must be natural (4xx: unless allow-listed in `FORCED`). How a cell was
 * reached is not taken on trust: the requests are watched (`request:start`) for the scenario in
 * force and the Prefer header.
 */
setupMockServer()

// ───────────── forced cells: the allow-list ─────────────

/** `operationId status` → why it cannot be reached naturally or by a scenario. */
const FORCED: Record<string, string> = {
  'deleteAccount 400':
    'the product names no cause for a failed deletion (only that it answers with data and a status): no state of the mocks makes deleting an account fail',
}

// ───────────── callers, fixtures from the seeded world ─────────────

type Tokens = { access: string; refresh: string }

/** Signed in before the cell runs (and before its scenario is switched on). */
interface Session {
  filmfan: Tokens
  critic: Tokens
}

/**
 * Who sends a cell's request. `signed-out`: filmfan's access token after logging out, a bearer
 * whose session ended; every operation that admits bearerAuth refuses it with 401
 * token_not_valid, optional-auth reads included (contract decision 5).
 */
type Caller = 'visitor' | 'filmfan' | 'critic' | 'signed-out'

async function tokenOf(session: Session, caller: Caller): Promise<string | null> {
  if (caller === 'visitor') return null
  if (caller !== 'signed-out') return session[caller].access
  const out = await call('POST', '/api/auth/logout', {
    token: session.filmfan.access,
    body: { refresh: session.filmfan.refresh },
  })
  expect(out.status, 'logout before using the spent token').toBe(205)
  return session.filmfan.access
}

function member(username: string) {
  const profile = db().profiles.find((p) => p.username === username)
  if (!profile) throw new Error(`The seeded world has no member ${username}`)
  return profile
}

function first<T>(rows: readonly T[], what: string, test: (row: T) => boolean = () => true): T {
  const row = rows.find(test)
  if (row === undefined) throw new Error(`The seeded world has no ${what}`)
  return row
}

/** An id no row of the table has. */
const unknownId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1000

const world = {
  postBy: (username: string) =>
    first(db().posts, `post by ${username}`, (p) => p.created_by === member(username).id),
  postUpvotedBy: (username: string) =>
    first(db().posts, `post upvoted by ${username}`, (p) =>
      p.upvoter_ids.includes(member(username).id),
    ),
  postNotUpvotedBy: (username: string) =>
    first(
      db().posts,
      `post not upvoted by ${username}`,
      (p) => !p.upvoter_ids.includes(member(username).id),
    ),
  commentBy: (username: string) =>
    first(db().comments, `comment by ${username}`, (c) => c.created_by === member(username).id),
  /** A group `username` administers and critic does not (critic edits it: 403). */
  groupRunBy: (username: string) =>
    first(
      db().groups,
      `group run by ${username} alone`,
      (g) =>
        g.administrators.includes(member(username).id) &&
        !g.administrators.includes(member('critic').id),
    ),
  boardSavedBy: (username: string) =>
    first(db().boards, `board saved by ${username}`, (b) =>
      member(username).saved_board_ids.includes(b.id),
    ),
  boardNotSavedBy: (username: string) =>
    first(
      db().boards,
      `board not saved by ${username}`,
      (b) => !member(username).saved_board_ids.includes(b.id),
    ),
  unreadNotificationOf: (username: string) =>
    first(
      db().notifications,
      `unread notification of ${username}`,
      (n) => n.recipient_id === member(username).id && !n.dismissed,
    ),
  unverifiedMember: () => first(db().profiles, 'unverified member', (p) => !p.is_verified),
  questionnaire: () => first(db().questionnaires, 'questionnaire'),
}

/** A recovery link as the e-mail carries it (the session is read back from the db). */
async function recoveryLink(email: string): Promise<{ profile: number; session: string }> {
  const sent = await call('POST', '/api/auth/forgot-my-password', { body: { email } })
  expect(sent.status, 'recovery e-mail').toBe(200)
  const session = first([...db().recoverySessions].reverse(), 'recovery session')
  return { profile: session.profile_id, session: session.token }
}

function qs(params: Record<string, unknown>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined)
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`
}

const SESSION_ID = '6f1c1e34-8a7b-4c1e-9a55-0d2f6c9e1b11'

const registration = {
  username: 'popcornpete',
  email: 'pete@example.com',
  password: 'Matinee2026',
  confirm_password: 'Matinee2026',
  first_name: '',
  last_name: '',
  date_of_birth: null,
  timezone: 'GB',
  language: 'EN',
  over_18: true,
  agree_terms: true,
  wants_email_marketing: false,
}

const newPost = {
  title: 'Is The Thing the best remake ever made?',
  body: 'Carpenter took a fifties B-movie and made something far stranger.',
  type: 'post',
  image: null,
  group: null,
  boards: [],
  status: 'A',
}

// ───────────── how a cell is written ─────────────

/** The Prefer header of the forced cell that is running (null for every other cell). */
let prefer: string | null = null

/** Every request of a cell goes through here, so a forced cell can carry its Prefer header. */
function api(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  if (prefer === null) return call(method, path, options)
  return call(method, path, { ...options, headers: { ...options.headers, prefer } })
}

/** An operation's usual request, from a caller's token and changes to its body or query. */
type Send = (token: string | null, change?: Record<string, unknown>) => Promise<Answer>
type Run = (session: Session, send: Send) => Promise<Answer>
type Way = Caller | Run

type How =
  | { via: 'natural'; label: string; way: Way }
  | { via: 'scenario'; label: string; scenario: ScenarioName; way: Way }
  | { via: 'forced'; label: string; way: Way }

type Via = How['via']

interface Cell {
  tag: string
  operationId: string
  status: number
  how: How
  send: Send
}

/**
 * One way per cell. `way` is who sends the operation's usual request (filmfan unless said), or a
 * `Run` for anything else (another body, an unknown id, a state to arrange first).
 */
const natural = (label: string, way: Way = 'filmfan'): How => ({ via: 'natural', label, way })
const scenario = (name: ScenarioName, way: Way = 'filmfan'): How => ({
  via: 'scenario',
  label: name,
  scenario: name,
  way,
})
const forced = (way: Way = 'filmfan'): How => ({ via: 'forced', label: 'Prefer: code=', way })

type DocOperation = { tags?: string[]; operationId?: string }
const tagOf = new Map(
  Object.values(document.paths as unknown as Record<string, Record<string, DocOperation>>)
    .flatMap((item) => Object.values(item))
    .map((op) => [op.operationId ?? '', op.tags?.[0] ?? ''] as const),
)

/** The cells of one operation: its usual request, then one way per documented status. */
function operation(operationId: string, send: Send, ways: Record<number, How>): Cell[] {
  const tag = tagOf.get(operationId) ?? '?'
  return Object.entries(ways).map(([status, how]) => ({
    tag,
    operationId,
    status: Number(status),
    how,
    send,
  }))
}

/** A GET with its usual query; a change adds, replaces or (undefined) removes parameters. */
const getWith =
  (path: string, query: Record<string, unknown>): Send =>
  (token, change = {}) =>
    api('GET', `${path}${qs({ ...query, ...change })}`, { token })

/** A paged list: page 1 unless the change says otherwise. */
const listRead = (path: string, query: Record<string, unknown> = {}): Send =>
  getWith(path, { page: 1, ...query })

/** Member-only `PUT {id}` toggles: the venue favourite and group membership. */
function toggle(operationId: string, path: string, rows: () => readonly { id: number }[]): Cell[] {
  return operation(
    operationId,
    (token, change = {}) =>
      api('PUT', path, { token, body: { id: first(rows(), path).id, ...change } }),
    {
      200: natural('toggles'),
      400: natural('a name for an id', (s, send) => send(s.filmfan.access, { id: 'first' })),
      401: natural('no token', 'visitor'),
      404: natural('unknown id', (s, send) => send(s.filmfan.access, { id: unknownId(rows()) })),
      500: scenario('server-error'),
    },
  )
}

const PAGE_0 = { label: 'page 0 (pages start at 1)', query: { page: 0 } }
const EMPTY_QUERY = { label: 'an empty query (an empty one is omitted)', query: { query: '' } }
const UNKNOWN_FILTER = {
  label: 'an unknown filter (contract decision 29)',
  query: { filter: 'oldest' },
}

/** Optional-auth list reads: visitors read, a spent token is 401, a malformed query is 400. */
function publicList(
  operationId: string,
  send: Send,
  malformed: { label: string; query: Record<string, unknown> },
): Cell[] {
  return operation(operationId, send, {
    200: natural('a visitor reads', 'visitor'),
    400: natural(malformed.label, (_s, read) => read(null, malformed.query)),
    401: natural('spent token', 'signed-out'),
    500: scenario('server-error', 'visitor'),
  })
}

const newGroup = () => {
  const category = first(db().groupCategories, 'group category', (c) => c.subcategories.length > 0)
  return {
    administrators: [],
    name: 'Giallo Appreciation Society',
    description: 'Black gloves, bold colours and Goblin scores.',
    category: category.id,
    subcategory: [first(category.subcategories, 'subcategory').id],
    profile_picture: null,
    cover_picture: null,
    status: 'A',
  }
}

const groupBySlug =
  (path: string): Send =>
  (token, change = {}) =>
    api('GET', `${path}/${String(change.slug ?? first(db().groups, 'group').slug)}`, { token })

const boardBySlug =
  (path: string): Send =>
  (token, { slug, ...query } = {}) =>
    api('GET', `${path}/${String(slug ?? first(db().boards, 'board').slug)}${qs(query)}`, { token })

const answerOf = (change: Record<string, unknown>) => {
  const questionnaire = world.questionnaire()
  const question = first(questionnaire.questions, 'question')
  return {
    created_by: null,
    session_id: SESSION_ID,
    anonymous_email: null,
    questionnaire: questionnaire.id,
    question: question.id,
    answers: [first(question.answers, 'answer').id],
    ...change,
  }
}

// ───────────── the cells, by tag ─────────────

const auth: Cell[] = [
  ...operation('getAuthProfile', (token) => api('GET', '/api/auth', { token }), {
    200: natural('signed in'),
    401: natural('no token', 'visitor'),
    500: scenario('server-error'),
  }),
  ...operation(
    'updateAuthProfile',
    (token, change = { tagline: 'Still thinking about Stalker.' }) =>
      api('PUT', '/api/auth', { token, body: change }),
    {
      200: natural('new tagline'),
      400: natural('wrong current password', (s, send) =>
        send(s.filmfan.access, {
          current_password: 'nope',
          update_password: 'NewPass123',
          confirm_password: 'NewPass123',
        }),
      ),
      401: natural('no token', 'visitor'),
      500: scenario('server-error'),
    },
  ),
  ...operation('deleteAccount', (token) => api('DELETE', '/api/auth', { token }), {
    205: natural('critic deletes the account', 'critic'),
    400: forced('critic'),
    401: natural('no token', 'visitor'),
    500: scenario('server-error', 'critic'),
  }),
  ...operation(
    'logIn',
    (_token, change = {}) =>
      api('POST', '/api/auth/login', {
        body: { username: 'filmfan', password: 'Password1!', ...change },
      }),
    {
      200: natural('filmfan', 'visitor'),
      400: natural('blank password (sign-in needs both fields)', (_s, send) =>
        send(null, { password: '' }),
      ),
      401: natural('wrong password', (_s, send) => send(null, { password: 'Wrong1!' })),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'refreshToken',
    // The caller's "token" is the refresh token here.
    (refresh, change = {}) =>
      api('POST', '/api/auth/login/refresh', { body: { refresh, ...change } }),
    {
      200: natural('rotates', (s, send) => send(s.filmfan.refresh)),
      400: natural('no refresh token', (_s, send) => send(null, { refresh: undefined })),
      401: natural('a refresh token already spent by rotation', async (s, send) => {
        expect((await send(s.filmfan.refresh)).status).toBe(200)
        return send(s.filmfan.refresh)
      }),
      500: scenario('server-error', (s, send) => send(s.filmfan.refresh)),
    },
  ),
  ...operation(
    'logOut',
    (token, change = {}) =>
      api('POST', '/api/auth/logout', { token, body: { refresh: 'ref_unknown', ...change } }),
    {
      205: natural('signed out', (s, send) =>
        send(s.filmfan.access, { refresh: s.filmfan.refresh }),
      ),
      400: natural('no refresh token', (s, send) => send(s.filmfan.access, { refresh: undefined })),
      401: natural('no token', 'visitor'),
      500: scenario('server-error'),
    },
  ),
  ...operation(
    'registerAccount',
    (_token, change = {}) =>
      api('POST', '/api/auth/register?referral_id=ref-1', { body: { ...registration, ...change } }),
    {
      200: natural('new member', 'visitor'),
      400: natural('username taken', (_s, send) => send(null, { username: 'critic' })),
      500: scenario('registration-error', 'visitor'),
    },
  ),
  ...operation(
    'checkRegistrationCredentials',
    (_token, change = {}) =>
      api('POST', '/api/auth/register/check-1', {
        body: {
          email: registration.email,
          password: registration.password,
          confirm_password: registration.password,
          ...change,
        },
      }),
    {
      200: natural('fine', 'visitor'),
      400: natural('weak password', (_s, send) =>
        send(null, { password: 'short1', confirm_password: 'short1' }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'checkRegistrationUsername',
    (_token, change = {}) =>
      api('POST', '/api/auth/register/check-2', {
        body: { username: registration.username, ...change },
      }),
    {
      200: natural('free', 'visitor'),
      400: natural('taken', (_s, send) => send(null, { username: 'FilmFan' })),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'resendVerificationEmail',
    (_token, change = {}) =>
      api('POST', '/api/auth/verification', {
        body: { email: world.unverifiedMember().email, ...change },
      }),
    {
      200: natural('an unverified member', 'visitor'),
      400: natural('already verified', (_s, send) =>
        send(null, { email: member('filmfan').email }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'confirmVerification',
    (_token, change = {}) =>
      api(
        'GET',
        `/api/auth/verification/confirm/${String(change.profileId ?? world.unverifiedMember().id)}`,
      ),
    {
      200: natural('an unverified member', 'visitor'),
      404: natural('unknown profile', (_s, send) =>
        send(null, { profileId: unknownId(db().profiles) }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'sendReferral',
    (token, change = {}) =>
      api('POST', '/api/auth/referral', {
        token,
        body: { email: 'friend@example.com', ...change },
      }),
    {
      200: natural('invites a friend'),
      400: natural('already a member', (s, send) =>
        send(s.filmfan.access, { email: member('critic').email }),
      ),
      401: natural('no token', 'visitor'),
      500: scenario('server-error'),
    },
  ),
  ...operation('createApiKey', (token) => api('POST', '/api/auth/api-key', { token }), {
    200: natural('asked again: the same key', async (s, send) => {
      expect((await send(s.filmfan.access)).status).toBe(201)
      return send(s.filmfan.access)
    }),
    201: natural('first key'),
    401: natural('no token', 'visitor'),
    500: scenario('server-error'),
  }),
  ...operation(
    'sendContactMessage',
    (token, change = {}) =>
      api('POST', '/api/auth/contact/', {
        token,
        body: {
          email: 'visitor@example.com',
          subject: 'Board idea',
          message: 'A board for giallo, please.',
          ...change,
        },
      }),
    {
      200: natural('a visitor writes', 'visitor'),
      400: natural('blank subject', (_s, send) => send(null, { subject: '' })),
      401: natural('spent token', 'signed-out'),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'requestPasswordRecovery',
    (_token, change = {}) =>
      api('POST', '/api/auth/forgot-my-password', {
        body: { email: member('filmfan').email, ...change },
      }),
    {
      200: natural('a member', 'visitor'),
      400: natural('not an e-mail address', (_s, send) => send(null, { email: 'nobody@example' })),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'verifyPasswordRecoveryLink',
    (_token, change = {}) =>
      api(
        'GET',
        `/api/auth/forgot-my-password/verify${qs({ profile: member('filmfan').id, session: 'x', ...change })}`,
      ),
    {
      200: natural('a fresh link', async (_s, send) =>
        send(null, await recoveryLink(member('filmfan').email)),
      ),
      400: natural('a link already used (valid or expired)', async (_s, send) => {
        const link = await recoveryLink(member('filmfan').email)
        const used = await call('POST', '/api/auth/forgot-my-password/recover', {
          body: { ...link, new_password: 'RearWindow54', confirm_password: 'RearWindow54' },
        })
        expect(used.status).toBe(200)
        return send(null, link)
      }),
      404: natural('unknown profile', (_s, send) =>
        send(null, { profile: unknownId(db().profiles) }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'recoverPassword',
    (_token, change = {}) =>
      api('POST', '/api/auth/forgot-my-password/recover', {
        body: {
          profile: member('filmfan').id,
          session: 'x',
          new_password: 'RearWindow54',
          confirm_password: 'RearWindow54',
          ...change,
        },
      }),
    {
      200: natural('a fresh link', async (_s, send) =>
        send(null, await recoveryLink(member('filmfan').email)),
      ),
      400: natural('passwords differ (password_mismatch)', async (_s, send) =>
        send(null, {
          ...(await recoveryLink(member('filmfan').email)),
          confirm_password: 'Vertigo58',
        }),
      ),
      404: natural('unknown profile', (_s, send) =>
        send(null, { profile: unknownId(db().profiles) }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'logInWithGoogleToken',
    (_token, change = {}) =>
      api('POST', '/api/auth/google/login/token', { body: { token: 'ya29.mock', ...change } }),
    {
      200: natural('Google accepts', 'visitor'),
      400: natural('Google refuses', (_s, send) => send(null, { token: 'invalid' })),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'handleGoogleLoginCallback',
    (_token, change = {}) =>
      api('POST', '/api/auth/google/login/callback', { body: { token: 'ya29.mock', ...change } }),
    {
      200: natural('Google accepts', 'visitor'),
      400: natural('Google refuses', (_s, send) => send(null, { token: 'expired' })),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'saveBoard',
    (token, change = {}) =>
      api('PUT', '/api/auth/board/save', {
        token,
        body: { id: world.boardNotSavedBy('filmfan').id, ...change },
      }),
    {
      200: natural('saves'),
      400: natural('a slug for an id', (s, send) =>
        send(s.filmfan.access, { id: world.boardNotSavedBy('filmfan').slug }),
      ),
      401: natural('no token (a member must log in to save a board)', 'visitor'),
      404: natural('unknown board', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().boards) }),
      ),
      500: scenario('server-error'),
    },
  ),
  ...operation(
    'removeSavedBoard',
    (token, change = {}) =>
      api('PUT', '/api/auth/board/remove', {
        token,
        body: { id: world.boardSavedBy('filmfan').id, ...change },
      }),
    {
      200: natural('removes'),
      400: natural('a slug for an id', (s, send) =>
        send(s.filmfan.access, { id: world.boardSavedBy('filmfan').slug }),
      ),
      401: natural('no token', 'visitor'),
      404: natural('unknown board', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().boards) }),
      ),
      500: scenario('server-error'),
    },
  ),
  ...operation('searchProfiles', listRead('/api/auth/profile/search', { query: 'a' }), {
    200: natural('found'),
    400: natural('page 0', (s, send) => send(s.filmfan.access, { page: 0 })),
    401: natural('no token', 'visitor'),
    404: natural('unknown profile (contract decision 8)', (s, send) =>
      send(s.filmfan.access, { profile: unknownId(db().profiles) }),
    ),
    500: scenario('server-error'),
  }),
]

const content: Cell[] = [
  ...publicList('listTopVotedPosts', listRead('/api/content/post/top-voted'), PAGE_0),
  ...publicList('listTrendingPosts', listRead('/api/content/post/trending'), PAGE_0),
  ...publicList('listNewPosts', listRead('/api/content/post/new'), EMPTY_QUERY),
  ...publicList('listVisualPosts', listRead('/api/content/post/visual'), {
    label: 'page -1',
    query: { page: -1 },
  }),
  ...operation(
    'getPostBySlug',
    (token, change = {}) =>
      api('GET', `/api/content/post/slug/${String(change.slug ?? world.postBy('filmfan').slug)}`, {
        token,
      }),
    {
      200: natural('a visitor reads', 'visitor'),
      401: natural('spent token', 'signed-out'),
      404: natural('unknown slug', (_s, send) => send(null, { slug: 'no-such-post' })),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'listPostsByProfile',
    (token, { profileId = member('filmfan').id, ...query } = {}) =>
      api('GET', `/api/content/post/profile/${String(profileId)}${qs({ page: 1, ...query })}`, {
        token,
      }),
    {
      200: natural('a visitor reads', 'visitor'),
      400: natural('page 0', (_s, send) => send(null, { page: 0 })),
      401: natural('spent token', 'signed-out'),
      404: natural('unknown profile', (_s, send) =>
        send(null, { profileId: unknownId(db().profiles) }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...publicList('searchPosts', listRead('/api/content/post/search', { query: 'the' }), EMPTY_QUERY),
  ...operation(
    'listPostsByGroup',
    (token, { slug = first(db().groups, 'group').slug, ...query } = {}) =>
      api('GET', `/api/content/post/group/slug/${String(slug)}${qs({ page: 1, ...query })}`, {
        token,
      }),
    {
      200: natural('a visitor reads', 'visitor'),
      400: natural('page 0', (_s, send) => send(null, { page: 0 })),
      401: natural('spent token', 'signed-out'),
      404: natural('unknown group', (_s, send) => send(null, { slug: 'no-such-group' })),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'createPost',
    (token, change = {}) =>
      api('POST', '/api/content/post', { token, body: { ...newPost, ...change } }),
    {
      201: natural('created'),
      400: natural('blank body of a post (missing_body_post)', (s, send) =>
        send(s.filmfan.access, { body: '   ' }),
      ),
      401: natural('no token (login required)', 'visitor'),
      500: scenario('post-create-error'),
    },
  ),
  ...operation(
    'updatePost',
    (token, change = {}) =>
      api('PUT', '/api/content/post', {
        token,
        body: {
          id: world.postBy('filmfan').id,
          title: 'Edited title',
          body: 'Edited body',
          status: 'A',
          ...change,
        },
      }),
    {
      200: natural('the author edits'),
      400: natural('blank title', (s, send) => send(s.filmfan.access, { title: ' ' })),
      401: natural('no token', 'visitor'),
      403: natural('not the author', 'critic'),
      404: natural('unknown post', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().posts) }),
      ),
      500: scenario('server-error'),
    },
  ),
  ...operation(
    'deletePost',
    (token, change = {}) =>
      api('DELETE', '/api/content/post', {
        token,
        body: { id: world.postBy('filmfan').id, ...change },
      }),
    {
      200: natural('the author deletes'),
      400: natural('no id (missing_id_post)', (s, send) =>
        send(s.filmfan.access, { id: undefined }),
      ),
      401: natural('no token', 'visitor'),
      403: natural('not the author', 'critic'),
      404: natural('unknown post', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().posts) }),
      ),
      500: scenario('server-error'),
    },
  ),
  ...operation(
    'listPostComments',
    (token, change = {}) =>
      api(
        'GET',
        `/api/content/comment/post${qs({ slug: world.postBy('filmfan').slug, page: 1, ...change })}`,
        { token },
      ),
    {
      200: natural('a visitor reads', 'visitor'),
      400: natural('no slug', (_s, send) => send(null, { slug: undefined })),
      401: natural('spent token', 'signed-out'),
      404: natural('unknown post', (_s, send) => send(null, { slug: 'no-such-post' })),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'createComment',
    (token, change = {}) =>
      api('POST', '/api/content/comment', {
        token,
        body: {
          post: world.postBy('filmfan').id,
          parent_comment: null,
          body: 'Agreed!',
          status: 'A',
          ...change,
        },
      }),
    {
      201: natural('critic comments', 'critic'),
      400: natural('blank body', (s, send) => send(s.critic.access, { body: '  ' })),
      401: natural('no token', 'visitor'),
      404: natural('unknown post', (s, send) =>
        send(s.critic.access, { post: unknownId(db().posts) }),
      ),
      500: scenario('comment-error', 'critic'),
    },
  ),
  ...operation(
    'updateComment',
    (token, change = {}) =>
      api('PUT', '/api/content/comment', {
        token,
        body: { id: world.commentBy('filmfan').id, body: 'Edited', status: 'A', ...change },
      }),
    {
      200: natural('the author edits'),
      400: natural('blank body (missing_body_comment)', (s, send) =>
        send(s.filmfan.access, { body: ' ' }),
      ),
      401: natural('no token', 'visitor'),
      403: natural('not the author', 'critic'),
      404: natural('unknown comment', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().comments) }),
      ),
      500: scenario('comment-error'),
    },
  ),
  ...operation(
    'deleteComment',
    (token, change = {}) =>
      api('DELETE', '/api/content/comment', {
        token,
        body: { id: world.commentBy('filmfan').id, ...change },
      }),
    {
      200: natural('the author deletes'),
      400: natural('no id (missing_id_comment)', (s, send) =>
        send(s.filmfan.access, { id: undefined }),
      ),
      401: natural('no token', 'visitor'),
      403: natural('not the author', 'critic'),
      404: natural('unknown comment', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().comments) }),
      ),
      500: scenario('comment-error'),
    },
  ),
]

const reactions: Cell[] = [
  ...operation(
    'voteOnPost',
    (token, change = {}) =>
      api('PUT', '/api/reaction/vote/post', {
        token,
        body: { id: world.postNotUpvotedBy('filmfan').id, category: 'Upvote', ...change },
      }),
    {
      200: natural('upvotes'),
      205: natural('withdraws an upvote (contract decision 25)', (s, send) =>
        send(s.filmfan.access, { id: world.postUpvotedBy('filmfan').id }),
      ),
      400: natural('a downvote (posts take Upvote only)', (s, send) =>
        send(s.filmfan.access, { category: 'Downvote' }),
      ),
      401: natural('no token', 'visitor'),
      404: natural('unknown post', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().posts) }),
      ),
      500: scenario('vote-error'),
    },
  ),
  ...operation(
    'voteOnComment',
    (token, change = {}) =>
      api('PUT', '/api/reaction/vote/comment', {
        token,
        body: { id: world.commentBy('filmfan').id, category: 'Downvote', ...change },
      }),
    {
      200: natural('critic downvotes', 'critic'),
      400: natural('an unknown category', (s, send) =>
        send(s.critic.access, { category: 'Sideways' }),
      ),
      401: natural('no token', 'visitor'),
      404: natural('unknown comment', (s, send) =>
        send(s.critic.access, { id: unknownId(db().comments) }),
      ),
      500: scenario('vote-error', 'critic'),
    },
  ),
]

const interest: Cell[] = [
  ...toggle('toggleGroupMembership', '/api/interest/group/membership', () => db().groups),
  ...publicList('searchGroups', listRead('/api/interest/group/search', { query: 'the' }), PAGE_0),
  ...operation(
    'listGroupCategories',
    (token) => api('GET', '/api/interest/group/category', { token }),
    {
      200: natural('a visitor reads', 'visitor'),
      401: natural('spent token', 'signed-out'),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...publicList('listTopGroups', listRead('/api/interest/group/top'), PAGE_0),
  ...operation('getPublicGroupBySlug', groupBySlug('/api/interest/group/public/slug'), {
    200: natural('a visitor reads', 'visitor'),
    404: natural('unknown group', (_s, send) => send(null, { slug: 'no-such-group' })),
    500: scenario('server-error', 'visitor'),
  }),
  ...operation('getGroupBySlug', groupBySlug('/api/interest/group/auth/slug'), {
    200: natural('a member reads'),
    401: natural('no token (visitors use the public path)', 'visitor'),
    404: natural('unknown group', (s, send) => send(s.filmfan.access, { slug: 'no-such-group' })),
    500: scenario('server-error'),
  }),
  ...operation(
    'createGroup',
    (token, change = {}) =>
      api('POST', '/api/interest/group', { token, body: { ...newGroup(), ...change } }),
    {
      201: natural('created'),
      400: natural('blank description (missing_description_group)', (s, send) =>
        send(s.filmfan.access, { description: ' ' }),
      ),
      401: natural('no token', 'visitor'),
      500: scenario('group-create-error'),
    },
  ),
  ...operation(
    'updateGroup',
    (token, change = {}) =>
      api('PUT', '/api/interest/group', {
        token,
        body: {
          id: world.groupRunBy('filmfan').id,
          description: 'Double bills every Friday.',
          status: 'A',
          ...change,
        },
      }),
    {
      200: natural('an administrator edits'),
      400: natural('blank name (missing_name_group)', (s, send) =>
        send(s.filmfan.access, { name: ' ' }),
      ),
      401: natural('no token', 'visitor'),
      403: natural('not an administrator', 'critic'),
      404: natural('unknown group', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().groups) }),
      ),
      500: scenario('server-error'),
    },
  ),
  ...operation(
    'deleteGroup',
    (token, change = {}) =>
      api('DELETE', '/api/interest/group', {
        token,
        body: { id: world.groupRunBy('filmfan').id, ...change },
      }),
    {
      200: natural('an administrator deletes'),
      400: natural('no id', (s, send) => send(s.filmfan.access, { id: undefined })),
      401: natural('no token', 'visitor'),
      403: natural('not an administrator', 'critic'),
      404: natural('unknown group', (s, send) =>
        send(s.filmfan.access, { id: unknownId(db().groups) }),
      ),
      500: scenario('server-error'),
    },
  ),
]

const boards: Cell[] = [
  ...publicList('listBoards', listRead('/api/board', { filter: 'popular' }), UNKNOWN_FILTER),
  ...operation('getBoardBySlug', boardBySlug('/api/board/slug'), {
    200: natural('a visitor reads', 'visitor'),
    401: natural('spent token', 'signed-out'),
    404: natural('unknown board', (_s, send) => send(null, { slug: 'no-such-board' })),
    500: scenario('server-error', 'visitor'),
  }),
  ...operation('listBoardPosts', boardBySlug('/api/board/post/slug'), {
    200: natural('a visitor reads', 'visitor'),
    400: natural('page 0', (_s, send) => send(null, { page: 0 })),
    401: natural('spent token', 'signed-out'),
    404: natural('unknown board', (_s, send) => send(null, { slug: 'no-such-board' })),
    500: scenario('server-error', 'visitor'),
  }),
  ...publicList('listBoardPlaylists', listRead('/api/board/playlist'), {
    label: 'page in words',
    query: { page: 'two' },
  }),
  ...publicList('listTopBoards', listRead('/api/board/top'), UNKNOWN_FILTER),
]

const notifications: Cell[] = [
  ...operation('listNotifications', listRead('/api/notification'), {
    200: natural('filmfan’s'),
    400: natural('page 0', (s, send) => send(s.filmfan.access, { page: 0 })),
    401: natural('no token', 'visitor'),
    500: scenario('server-error'),
  }),
  ...operation(
    'dismissNotification',
    (token, change = {}) =>
      api('PUT', '/api/notification', {
        token,
        body: { id: world.unreadNotificationOf('filmfan').id, ...change },
      }),
    {
      200: natural('dismissed'),
      400: natural('a name for an id', (s, send) => send(s.filmfan.access, { id: 'all' })),
      401: natural('no token', 'visitor'),
      404: natural('someone else’s notification', 'critic'),
      500: scenario('notification-dismiss-error'),
    },
  ),
]

const advertisements: Cell[] = publicList(
  'listAdvertisements',
  getWith('/api/advertisement', { category: 'Banner' }),
  { label: 'no category (it is required)', query: { category: undefined } },
)

const recommender: Cell[] = [
  ...publicList('listQuestionnaires', listRead('/api/recommender/questionnaire'), EMPTY_QUERY),
  ...operation(
    'getQuestionnaireBySlug',
    (token, change = {}) =>
      api(
        'GET',
        `/api/recommender/questionnaire/slug/${String(change.slug ?? world.questionnaire().slug)}`,
        { token },
      ),
    {
      200: natural('a visitor reads', 'visitor'),
      401: natural('spent token', 'signed-out'),
      404: natural('unknown questionnaire', (_s, send) =>
        send(null, { slug: 'no-such-questionnaire' }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'createQuestionnaireResponse',
    (token, change = {}) =>
      api('POST', '/api/recommender/questionnaire/response', { token, body: answerOf(change) }),
    {
      201: natural('a visitor answers', 'visitor'),
      400: natural('an answer of another question', (_s, send) => {
        const other = first(world.questionnaire().questions.slice(1), 'second question')
        return send(null, { answers: [first(other.answers, 'answer').id] })
      }),
      401: natural('spent token', 'signed-out'),
      404: natural('unknown questionnaire', (_s, send) =>
        send(null, { questionnaire: unknownId(db().questionnaires) }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
  ...operation(
    'requestQuestionnaireResults',
    (token, change = {}) =>
      api('POST', '/api/recommender/questionnaire/results', { token, body: answerOf(change) }),
    {
      200: natural('a visitor asks', 'visitor'),
      400: natural('created_by names no member', (_s, send) =>
        send(null, { created_by: unknownId(db().profiles) }),
      ),
      401: natural('spent token', 'signed-out'),
      404: natural('unknown questionnaire', (_s, send) =>
        send(null, { questionnaire: unknownId(db().questionnaires) }),
      ),
      500: scenario('server-error', 'visitor'),
    },
  ),
]

const logs: Cell[] = [
  ...operation('listLogEntries', listRead('/api/log', { dateRange: '2026-01-01,2026-12-31' }), {
    200: natural('a year'),
    400: natural('the range backwards', (s, send) =>
      send(s.filmfan.access, { dateRange: '2026-12-31,2026-01-01' }),
    ),
    401: natural('no token', 'visitor'),
    500: scenario('server-error'),
  }),
  ...operation(
    'getReviewerInsightsOverview',
    (token) => api('GET', '/api/log/insights/reviewer/overview', { token }),
    {
      200: natural('critic is a Reviewer (contract decision 34)', 'critic'),
      401: natural('no token', 'visitor'),
      403: natural('filmfan is not a Reviewer', 'filmfan'),
      500: scenario('server-error', 'critic'),
    },
  ),
]

const integrations: Cell[] = (['tiktok', 'instagram', 'facebook'] as const).flatMap((platform) =>
  operation(
    `handle${platform[0]?.toUpperCase()}${platform.slice(1)}Callback`,
    getWith(`/api/integration/${platform}/callback`, { code: '4f9c2a7e1b' }),
    {
      200: natural('connected'),
      400: natural('the member denied access', (s, send) =>
        send(s.filmfan.access, { code: 'denied' }),
      ),
      401: natural('no token', 'visitor'),
      500: scenario('server-error'),
    },
  ),
)

const venue = toggle(
  'toggleFavouriteLocation',
  '/api/venue/location/favourite',
  () => db().locations,
)

const CELLS: Cell[] = [
  ...auth,
  ...content,
  ...reactions,
  ...interest,
  ...boards,
  ...notifications,
  ...advertisements,
  ...recommender,
  ...logs,
  ...integrations,
  ...venue,
]

// ───────────── running a cell ─────────────

const keyOf = (operationId: string, status: number) => `${operationId} ${status}`

/** The documented cells, from the document itself. */
const DOCUMENTED = DOCUMENTED_OPERATIONS.flatMap((op) =>
  op.statuses.map((status) => ({ ...op, status, key: keyOf(op.operationId, status) })),
)
const documentedOf = new Map(DOCUMENTED_OPERATIONS.map((op) => [op.operationId, op]))

/** What the requests of the running cell looked like when they reached the mocks. */
interface Seen {
  method: string
  pathname: string
  scenario: string | null
  prefer: string | null
}
let seen: Seen[] = []
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  if (!url.pathname.startsWith('/api/')) return
  seen.push({
    method: request.method,
    pathname: url.pathname,
    scenario: getScenario(),
    prefer: request.headers.get('prefer'),
  })
})

function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '[^/]+')
  return new RegExp(`^${escaped}$`)
}

/** How the answer was obtained, judged from the requests that reached the mocks. */
function observedVia(requests: readonly Seen[]): Via | 'nothing sent' {
  const last = requests.at(-1)
  if (!last) return 'nothing sent'
  if (last.prefer !== null) return 'forced'
  if (last.scenario !== null) return 'scenario'
  return 'natural'
}

async function signIn(): Promise<Session> {
  return { filmfan: await login('filmfan'), critic: await login('critic') }
}

/** The cells that answered as documented, with how they were reached. */
const reached = new Map<string, Via>()
/** Natural 400s answered by the contract guard (the request broke the document's schema). */
const byGuard = new Set<string>()
const GUARD_MESSAGE = 'Request does not match the contract'

async function runCell(cell: Cell): Promise<void> {
  const { operationId, status, how, send } = cell
  const op = documentedOf.get(operationId)
  if (!op) throw new Error(`${operationId} is not an operation of the document`)
  expect(getForced(), 'no ?force= status is in force').toEqual([])
  const session = await signIn()

  seen = []
  if (how.via === 'scenario') setScenario(how.scenario)
  prefer = how.via === 'forced' ? `code=${status}` : null
  let answer: Answer
  try {
    answer =
      typeof how.way === 'function'
        ? await how.way(session, send)
        : await send(await tokenOf(session, how.way))
  } finally {
    prefer = null
  }

  const last = seen.at(-1)
  expect(
    last && last.method === op.method && pathPattern(op.path).test(last.pathname),
    `the answer comes from ${op.method} ${op.path}, not ${last?.method} ${last?.pathname}`,
  ).toBe(true)
  expect(
    op.statuses,
    `${operationId} answered ${answer.status}, a status it does not document: ${JSON.stringify(answer.body)}`,
  ).toContain(answer.status)
  expect(
    answer.status,
    `${operationId} ${status} was not reached (${how.via}: ${how.label}): answered ${answer.status} ${JSON.stringify(answer.body)}`,
  ).toBe(status)
  expect(observedVia(seen), 'how the answer was reached').toBe(how.via)
  if (how.via === 'natural')
    expect(seen.filter((r) => r.scenario !== null || r.prefer !== null)).toEqual([])
  if (how.via === 'scenario') {
    expect(last?.scenario).toBe(how.scenario)
    expect(seen.filter((r) => r.prefer !== null)).toEqual([])
  }
  expectConforms(operationId, answer)
  reached.set(keyOf(operationId, status), how.via)
  const message = (answer.body as { message?: unknown } | null)?.message
  if (typeof message === 'string' && message.startsWith(GUARD_MESSAGE))
    byGuard.add(keyOf(operationId, status))
}

// ───────────── the matrix ─────────────

describe('the operation × status matrix', () => {
  it('has one cell for every status the document declares, and none it does not', () => {
    const keys = CELLS.map((c) => keyOf(c.operationId, c.status))
    const documented = new Set(DOCUMENTED.map((d) => d.key))
    expect([
      ...DOCUMENTED.filter((d) => !keys.includes(d.key)).map(
        (d) => `${d.key}: documented, but no cell reaches it`,
      ),
      ...keys.filter((k) => !documented.has(k)).map((k) => `${k}: not a documented status`),
      ...keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `${k}: two cells`),
    ]).toEqual([])
  })

  it('reaches every 2xx and every 4xx naturally, except allow-listed forced cells', () => {
    const wrong = CELLS.filter((c) => {
      if (c.status < 300) return c.how.via !== 'natural'
      if (c.status < 500)
        return (
          c.how.via === 'scenario' ||
          (c.how.via === 'forced' && !FORCED[keyOf(c.operationId, c.status)])
        )
      return false
    })
    expect(wrong.map((c) => `${keyOf(c.operationId, c.status)} is ${c.how.via}`)).toEqual([])
  })

  it('forces exactly the allow-listed cells, each with a reason', () => {
    const forcedKeys = CELLS.filter((c) => c.how.via === 'forced').map((c) =>
      keyOf(c.operationId, c.status),
    )
    expect([
      ...forcedKeys.filter((k) => !(k in FORCED)).map((k) => `${k} is forced but not allow-listed`),
      ...Object.keys(FORCED)
        .filter((k) => !forcedKeys.includes(k))
        .map((k) => `${k} is allow-listed but no cell forces it`),
      ...Object.entries(FORCED)
        .filter(([, reason]) => reason.trim().length < 20)
        .map(([k]) => `${k} has no reason`),
    ]).toEqual([])
  })

  const TAGS = [...new Set(CELLS.map((c) => c.tag))]
  for (const tag of TAGS) {
    describe(tag, () => {
      for (const cell of CELLS.filter((c) => c.tag === tag)) {
        it(`${cell.operationId} ${cell.status} (${cell.how.via}: ${cell.how.label})`, () =>
          runCell(cell))
      }
    })
  }

  it('prints the matrix, and every documented cell was reached', () => {
    const statuses = [...new Set(DOCUMENTED.map((d) => d.status))].sort((a, b) => a - b)
    const letter: Record<Via, string> = { natural: 'N', scenario: 'S', forced: 'F' }
    const width = Math.max(...DOCUMENTED_OPERATIONS.map((o) => o.operationId.length)) + 2
    const lines = [
      `${'operationId'.padEnd(width)}${statuses.map((s) => String(s).padStart(5)).join('')}`,
    ]
    const docTags = (document as unknown as { tags: { name: string }[] }).tags.map((t) => t.name)
    for (const tag of docTags) {
      const ops = DOCUMENTED_OPERATIONS.filter((o) => tagOf.get(o.operationId) === tag)
      if (ops.length === 0) continue
      lines.push(`── ${tag}`)
      for (const op of ops) {
        const row = statuses.map((status) => {
          if (!op.statuses.includes(status)) return '·'
          const via = reached.get(keyOf(op.operationId, status))
          return via ? letter[via] : '✗'
        })
        lines.push(`${op.operationId.padEnd(width)}${row.map((r) => r.padStart(5)).join('')}`)
      }
    }
    const cells = DOCUMENTED.length
    const count = (via: Via) => [...reached.values()].filter((v) => v === via).length
    const n = { natural: count('natural'), scenario: count('scenario'), forced: count('forced') }
    const share = (part: number) => `${part} (${((100 * part) / cells).toFixed(1)}%)`
    const natural400 = [...reached].filter(([k, v]) => v === 'natural' && k.endsWith(' 400'))
    console.log(
      [
        ...lines,
        '',
        'N natural · S scenario · F forced (Prefer: code=) · ✗ not reached · · not documented',
        `natural 400s: ${natural400.length}, of which ${byGuard.size} from the contract guard (the request breaks the document's schema) and ${natural400.length - byGuard.size} from the handlers' rules`,
        `cells ${cells} · natural ${share(n.natural)} · scenario ${share(n.scenario)} · forced ${share(n.forced)}`,
      ].join('\n'),
    )

    expect(
      DOCUMENTED.filter((d) => !reached.has(d.key)).map((d) => `${d.key} was not reached`),
    ).toEqual([])
    expect(reached.size).toBe(cells)
    expect(n.natural + n.scenario + n.forced).toBe(cells)
    expect(CELLS.length).toBe(cells)
    expect(n.forced).toBe(Object.keys(FORCED).length)
    expect(n.scenario).toBe(CELLS.filter((c) => c.how.via === 'scenario').length)
  })
})
