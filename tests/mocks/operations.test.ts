import { describe, expect, it } from 'vitest'
import { db, setScenario } from '#mocks/node'
import type { ScenarioName } from '#mocks/scenarios/index'
import {
  type Answer,
  call,
  expectConforms,
  fillPath,
  login,
  operation,
  operations,
  setupMockServer,
} from './support'

/**
 * Every operation of the document, called through the Node mocks: each answer it can give
 * (success, its own errors, the scenarios that target it, and 500 under `server-error`) must be a
 * status the document declares, with a body its schema accepts.
 */
setupMockServer()

interface Ctx {
  filmfan: { access: string; refresh: string }
  critic: { access: string; refresh: string }
}

interface Case {
  label: string
  status: number
  scenario?: ScenarioName
  /** Set-up that must not run under the scenario (e.g. sending the recovery e-mail first). */
  arrange?: () => Promise<{ profile: number; session: string }>
  run: (ctx: Ctx, arranged: { profile: number; session: string }) => Promise<Answer>
}

const SESSION = '6f1c1e34-8a7b-4c1e-9a55-0d2f6c9e1b11'

function own<T extends { created_by: number }>(rows: T[], profileId: number): T {
  const row = rows.find((r) => r.created_by === profileId)
  if (!row) throw new Error(`no row by profile ${profileId}`)
  return row
}

const filmfanPost = () => own(db().posts, 1)
const filmfanComment = () => own(db().comments, 1)
const anyPost = () => db().posts[0]!
const unreadForFilmfan = () => db().notifications.find((n) => n.recipient_id === 1 && !n.dismissed)!
const firstQuestionnaire = () => db().questionnaires[0]!

async function recoveryLink(): Promise<{ profile: number; session: string }> {
  const sent = await call('POST', '/api/auth/forgot-my-password', {
    body: { email: 'filmfan@example.com' },
  })
  expect(sent.status).toBe(200)
  const session = db().recoverySessions.at(-1)!
  return { profile: session.profile_id, session: session.token }
}

const registration = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
})

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Is The Thing the best remake ever made?',
  body: 'Carpenter took a fifties B-movie and made something far stranger.',
  type: 'post',
  image: null,
  group: null,
  boards: [],
  status: 'A',
  ...overrides,
})

const newGroup = (overrides: Record<string, unknown> = {}) => ({
  administrators: [],
  name: 'Giallo Appreciation Society',
  description: 'Black gloves, bold colours and Goblin scores.',
  category: 1,
  subcategory: [11],
  profile_picture: null,
  cover_picture: null,
  status: 'A',
  ...overrides,
})

const cases: Record<string, Case[]> = {
  getAuthProfile: [
    {
      label: 'signed in',
      status: 200,
      run: ({ filmfan }) => call('GET', '/api/auth', { token: filmfan.access }),
    },
    { label: 'no token', status: 401, run: () => call('GET', '/api/auth') },
    {
      label: 'unknown token',
      status: 401,
      run: () => call('GET', '/api/auth', { token: 'acc_not-a-real-token' }),
    },
  ],
  updateAuthProfile: [
    {
      label: 'tagline',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/auth', {
          token: filmfan.access,
          body: { tagline: 'Still thinking about Stalker.' },
        }),
    },
    {
      label: 'wrong current password',
      status: 400,
      run: ({ filmfan }) =>
        call('PUT', '/api/auth', {
          token: filmfan.access,
          body: {
            current_password: 'nope',
            update_password: 'NewPass123',
            confirm_password: 'NewPass123',
          },
        }),
    },
    {
      label: 'taken username',
      status: 400,
      run: ({ filmfan }) =>
        call('PUT', '/api/auth', { token: filmfan.access, body: { username: 'critic' } }),
    },
    { label: 'no token', status: 401, run: () => call('PUT', '/api/auth', { body: { bio: 'x' } }) },
  ],
  deleteAccount: [
    {
      label: 'deleted',
      status: 205,
      run: ({ critic }) => call('DELETE', '/api/auth', { token: critic.access }),
    },
    { label: 'no token', status: 401, run: () => call('DELETE', '/api/auth') },
  ],
  logIn: [
    {
      label: 'filmfan',
      status: 200,
      run: () =>
        call('POST', '/api/auth/login', { body: { username: 'filmfan', password: 'Password1!' } }),
    },
    {
      label: 'wrong password',
      status: 401,
      run: () =>
        call('POST', '/api/auth/login', { body: { username: 'filmfan', password: 'wrong' } }),
    },
    {
      label: 'not verified',
      status: 401,
      run: () =>
        call('POST', '/api/auth/login', { body: { username: 'newbie', password: 'Password1!' } }),
    },
    {
      label: 'scenario',
      status: 401,
      scenario: 'unverified-login',
      run: () =>
        call('POST', '/api/auth/login', { body: { username: 'filmfan', password: 'Password1!' } }),
    },
    {
      label: 'scenario',
      status: 401,
      scenario: 'login-error',
      run: () =>
        call('POST', '/api/auth/login', { body: { username: 'filmfan', password: 'Password1!' } }),
    },
    {
      label: 'not the contract',
      status: 400,
      run: () => call('POST', '/api/auth/login', { body: { username: 'filmfan' } }),
    },
  ],
  refreshToken: [
    {
      label: 'rotates',
      status: 200,
      run: ({ filmfan }) =>
        call('POST', '/api/auth/login/refresh', { body: { refresh: filmfan.refresh } }),
    },
    {
      label: 'unknown',
      status: 401,
      run: () => call('POST', '/api/auth/login/refresh', { body: { refresh: 'ref_nope' } }),
    },
    {
      label: 'scenario',
      status: 401,
      scenario: 'refresh-failed',
      run: ({ filmfan }) =>
        call('POST', '/api/auth/login/refresh', { body: { refresh: filmfan.refresh } }),
    },
  ],
  logOut: [
    {
      label: 'signed out',
      status: 205,
      run: ({ filmfan }) =>
        call('POST', '/api/auth/logout', {
          token: filmfan.access,
          body: { refresh: filmfan.refresh },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: ({ filmfan }) =>
        call('POST', '/api/auth/logout', { body: { refresh: filmfan.refresh } }),
    },
  ],
  registerAccount: [
    {
      label: 'created',
      status: 200,
      run: () => call('POST', '/api/auth/register?referral_id=ref-1', { body: registration() }),
    },
    {
      label: 'taken username',
      status: 400,
      run: () => call('POST', '/api/auth/register', { body: registration({ username: 'critic' }) }),
    },
    {
      label: 'scenario',
      status: 400,
      scenario: 'username-taken',
      run: () => call('POST', '/api/auth/register', { body: registration() }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'registration-error',
      run: () => call('POST', '/api/auth/register', { body: registration() }),
    },
  ],
  checkRegistrationCredentials: [
    {
      label: 'fine',
      status: 200,
      run: () =>
        call('POST', '/api/auth/register/check-1', {
          body: {
            email: 'pete@example.com',
            password: 'Matinee2026',
            confirm_password: 'Matinee2026',
          },
        }),
    },
    {
      label: 'weak',
      status: 400,
      run: () =>
        call('POST', '/api/auth/register/check-1', {
          body: { email: 'pete@example.com', password: 'short1', confirm_password: 'short1' },
        }),
    },
    {
      label: 'taken e-mail',
      status: 400,
      run: () =>
        call('POST', '/api/auth/register/check-1', {
          body: {
            email: 'critic@example.com',
            password: 'Matinee2026',
            confirm_password: 'Matinee2026',
          },
        }),
    },
    {
      label: 'bad e-mail',
      status: 400,
      run: () =>
        call('POST', '/api/auth/register/check-1', {
          body: { email: 'not-an-email', password: 'Matinee2026', confirm_password: 'Matinee2026' },
        }),
    },
    {
      label: 'scenario',
      status: 400,
      scenario: 'weak-password',
      run: () =>
        call('POST', '/api/auth/register/check-1', {
          body: {
            email: 'pete@example.com',
            password: 'Matinee2026',
            confirm_password: 'Matinee2026',
          },
        }),
    },
  ],
  checkRegistrationUsername: [
    {
      label: 'free',
      status: 200,
      run: () => call('POST', '/api/auth/register/check-2', { body: { username: 'popcornpete' } }),
    },
    {
      label: 'taken',
      status: 400,
      run: () => call('POST', '/api/auth/register/check-2', { body: { username: 'FilmFan' } }),
    },
    {
      label: 'scenario',
      status: 400,
      scenario: 'username-taken',
      run: () => call('POST', '/api/auth/register/check-2', { body: { username: 'popcornpete' } }),
    },
  ],
  resendVerificationEmail: [
    {
      label: 'sent',
      status: 200,
      run: () => call('POST', '/api/auth/verification', { body: { email: 'newbie@example.com' } }),
    },
    {
      label: 'already verified',
      status: 400,
      run: () => call('POST', '/api/auth/verification', { body: { email: 'filmfan@example.com' } }),
    },
  ],
  confirmVerification: [
    { label: 'verified', status: 200, run: () => call('GET', '/api/auth/verification/confirm/3') },
    {
      label: 'unknown',
      status: 404,
      run: () => call('GET', '/api/auth/verification/confirm/9999'),
    },
  ],
  sendReferral: [
    {
      label: 'sent',
      status: 200,
      run: ({ filmfan }) =>
        call('POST', '/api/auth/referral', {
          token: filmfan.access,
          body: { email: 'friend@example.com' },
        }),
    },
    {
      label: 'already a member',
      status: 400,
      run: ({ filmfan }) =>
        call('POST', '/api/auth/referral', {
          token: filmfan.access,
          body: { email: 'critic@example.com' },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('POST', '/api/auth/referral', { body: { email: 'friend@example.com' } }),
    },
  ],
  createApiKey: [
    {
      label: 'created',
      status: 201,
      run: ({ filmfan }) => call('POST', '/api/auth/api-key', { token: filmfan.access }),
    },
    {
      label: 'asked again: the existing key',
      status: 200,
      run: async ({ filmfan }) => {
        await call('POST', '/api/auth/api-key', { token: filmfan.access })
        return call('POST', '/api/auth/api-key', { token: filmfan.access })
      },
    },
    { label: 'no token', status: 401, run: () => call('POST', '/api/auth/api-key') },
  ],
  sendContactMessage: [
    {
      label: 'sent',
      status: 200,
      run: () =>
        call('POST', '/api/auth/contact/', {
          body: {
            email: 'visitor@example.com',
            subject: 'Board idea',
            message: 'A board for giallo, please.',
          },
        }),
    },
  ],
  requestPasswordRecovery: [
    {
      label: 'sent',
      status: 200,
      run: () =>
        call('POST', '/api/auth/forgot-my-password', { body: { email: 'filmfan@example.com' } }),
    },
    {
      // The same answer as a member's address: the form does not tell who has an account.
      label: 'unknown e-mail, answered as a known one',
      status: 200,
      run: () =>
        call('POST', '/api/auth/forgot-my-password', { body: { email: 'nobody@example.com' } }),
    },
    {
      label: 'not an e-mail address',
      status: 400,
      run: () =>
        call('POST', '/api/auth/forgot-my-password', { body: { email: 'nobody@example' } }),
    },
  ],
  verifyPasswordRecoveryLink: [
    {
      label: 'valid',
      status: 200,
      arrange: recoveryLink,
      run: (_ctx, link) =>
        call(
          'GET',
          `/api/auth/forgot-my-password/verify?profile=${link.profile}&session=${link.session}`,
        ),
    },
    {
      label: 'unknown session',
      status: 400,
      run: () => call('GET', '/api/auth/forgot-my-password/verify?profile=1&session=nope'),
    },
    {
      label: 'unknown profile',
      status: 404,
      run: () => call('GET', '/api/auth/forgot-my-password/verify?profile=9999&session=nope'),
    },
    {
      label: 'scenario',
      status: 400,
      scenario: 'expired-recovery-link',
      arrange: recoveryLink,
      run: (_ctx, link) =>
        call(
          'GET',
          `/api/auth/forgot-my-password/verify?profile=${link.profile}&session=${link.session}`,
        ),
    },
  ],
  recoverPassword: [
    {
      label: 'changed',
      status: 200,
      arrange: recoveryLink,
      run: (_ctx, link) =>
        call('POST', '/api/auth/forgot-my-password/recover', {
          body: { ...link, new_password: 'RearWindow54', confirm_password: 'RearWindow54' },
        }),
    },
    {
      label: 'mismatch',
      status: 400,
      arrange: recoveryLink,
      run: (_ctx, link) =>
        call('POST', '/api/auth/forgot-my-password/recover', {
          body: { ...link, new_password: 'RearWindow54', confirm_password: 'Vertigo58' },
        }),
    },
    {
      label: 'unknown profile',
      status: 404,
      run: () =>
        call('POST', '/api/auth/forgot-my-password/recover', {
          body: { profile: 9999, session: 'x', new_password: 'a', confirm_password: 'a' },
        }),
    },
  ],
  logInWithGoogleToken: [
    {
      label: 'signed in',
      status: 200,
      run: () => call('POST', '/api/auth/google/login/token', { body: { token: 'ya29.mock' } }),
    },
    {
      label: 'rejected token: non_field_errors',
      status: 400,
      run: () => call('POST', '/api/auth/google/login/token', { body: { token: 'invalid' } }),
    },
  ],
  handleGoogleLoginCallback: [
    {
      label: 'signed in',
      status: 200,
      run: () => call('POST', '/api/auth/google/login/callback', { body: { token: 'ya29.mock' } }),
    },
    {
      label: 'rejected token: non_field_errors',
      status: 400,
      run: () => call('POST', '/api/auth/google/login/callback', { body: { token: 'expired' } }),
    },
  ],
  saveBoard: [
    {
      label: 'saved',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/auth/board/save', { token: filmfan.access, body: { id: 3 } }),
    },
    {
      label: 'unknown board',
      status: 404,
      run: ({ filmfan }) =>
        call('PUT', '/api/auth/board/save', { token: filmfan.access, body: { id: 9999 } }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('PUT', '/api/auth/board/save', { body: { id: 3 } }),
    },
  ],
  removeSavedBoard: [
    {
      label: 'removed',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/auth/board/remove', { token: filmfan.access, body: { id: 1 } }),
    },
    {
      label: 'unknown board',
      status: 404,
      run: ({ filmfan }) =>
        call('PUT', '/api/auth/board/remove', { token: filmfan.access, body: { id: 9999 } }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('PUT', '/api/auth/board/remove', { body: { id: 1 } }),
    },
  ],
  searchProfiles: [
    {
      label: 'found',
      status: 200,
      run: ({ filmfan }) =>
        call('GET', '/api/auth/profile/search?query=noir&page=1', { token: filmfan.access }),
    },
    { label: 'no token', status: 401, run: () => call('GET', '/api/auth/profile/search') },
    {
      label: 'unknown profile',
      status: 404,
      run: ({ filmfan }) =>
        call('GET', '/api/auth/profile/search?profile=99999', { token: filmfan.access }),
    },
  ],
  toggleFavouriteLocation: [
    {
      label: 'toggled',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/venue/location/favourite', { token: filmfan.access, body: { id: 2 } }),
    },
    {
      label: 'unknown',
      status: 404,
      run: ({ filmfan }) =>
        call('PUT', '/api/venue/location/favourite', { token: filmfan.access, body: { id: 999 } }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('PUT', '/api/venue/location/favourite', { body: { id: 2 } }),
    },
  ],
  toggleGroupMembership: [
    {
      label: 'joined',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/interest/group/membership', { token: filmfan.access, body: { id: 2 } }),
    },
    {
      label: 'unknown',
      status: 404,
      run: ({ filmfan }) =>
        call('PUT', '/api/interest/group/membership', { token: filmfan.access, body: { id: 999 } }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('PUT', '/api/interest/group/membership', { body: { id: 2 } }),
    },
  ],
  listLogEntries: [
    {
      label: 'listed',
      status: 200,
      run: ({ filmfan }) =>
        call('GET', '/api/log?page=1&dateRange=2026-01-01,2026-12-31', { token: filmfan.access }),
    },
    {
      label: 'range backwards',
      status: 400,
      run: ({ filmfan }) =>
        call('GET', '/api/log?dateRange=2026-12-31,2026-01-01', { token: filmfan.access }),
    },
    { label: 'no token', status: 401, run: () => call('GET', '/api/log') },
  ],
  getReviewerInsightsOverview: [
    {
      label: 'overview (critic is a Reviewer)',
      status: 200,
      run: ({ critic }) =>
        call('GET', '/api/log/insights/reviewer/overview', { token: critic.access }),
    },
    {
      label: 'not a Reviewer (filmfan)',
      status: 403,
      run: ({ filmfan }) =>
        call('GET', '/api/log/insights/reviewer/overview', { token: filmfan.access }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('GET', '/api/log/insights/reviewer/overview'),
    },
  ],
  listTopVotedPosts: [
    {
      label: 'page',
      status: 200,
      run: ({ filmfan }) =>
        call('GET', '/api/content/post/top-voted?page=1', { token: filmfan.access }),
    },
    { label: 'page 0', status: 400, run: () => call('GET', '/api/content/post/top-voted?page=0') },
  ],
  listTrendingPosts: [
    {
      label: 'page',
      status: 200,
      run: () => call('GET', '/api/content/post/trending?page=2&query=the'),
    },
  ],
  listNewPosts: [{ label: 'page', status: 200, run: () => call('GET', '/api/content/post/new') }],
  listVisualPosts: [
    { label: 'page', status: 200, run: () => call('GET', '/api/content/post/visual?page=1') },
  ],
  getPostBySlug: [
    {
      label: 'found',
      status: 200,
      run: ({ filmfan }) =>
        call('GET', `/api/content/post/slug/${anyPost().slug}`, { token: filmfan.access }),
    },
    {
      label: 'missing',
      status: 404,
      run: () => call('GET', '/api/content/post/slug/no-such-post'),
    },
  ],
  listPostsByProfile: [
    { label: 'filmfan', status: 200, run: () => call('GET', '/api/content/post/profile/1?page=1') },
    { label: 'unknown', status: 404, run: () => call('GET', '/api/content/post/profile/9999') },
  ],
  searchPosts: [
    {
      label: 'search',
      status: 200,
      run: () => call('GET', '/api/content/post/search?query=kubrick&profile=1'),
    },
  ],
  listPostsByGroup: [
    {
      label: 'group',
      status: 200,
      run: () => call('GET', `/api/content/post/group/slug/${db().groups[0]!.slug}`),
    },
    {
      label: 'missing',
      status: 404,
      run: () => call('GET', '/api/content/post/group/slug/no-such-group'),
    },
  ],
  createPost: [
    {
      label: 'created',
      status: 201,
      run: ({ filmfan }) =>
        call('POST', '/api/content/post', { token: filmfan.access, body: newPost() }),
    },
    {
      label: 'blank body',
      status: 400,
      run: ({ filmfan }) =>
        call('POST', '/api/content/post', {
          token: filmfan.access,
          body: newPost({ body: '   ' }),
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('POST', '/api/content/post', { body: newPost() }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'post-create-error',
      run: ({ filmfan }) =>
        call('POST', '/api/content/post', { token: filmfan.access, body: newPost() }),
    },
  ],
  updatePost: [
    {
      label: 'edited',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/content/post', {
          token: filmfan.access,
          body: { id: filmfanPost().id, title: 'Edited title', body: 'Edited body', status: 'A' },
        }),
    },
    {
      label: 'blank title',
      status: 400,
      run: ({ filmfan }) =>
        call('PUT', '/api/content/post', {
          token: filmfan.access,
          body: { id: filmfanPost().id, title: ' ', body: 'x', status: 'A' },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () =>
        call('PUT', '/api/content/post', {
          body: { id: filmfanPost().id, title: 'x', body: 'x', status: 'A' },
        }),
    },
    {
      label: 'not the author',
      status: 403,
      run: ({ critic }) =>
        call('PUT', '/api/content/post', {
          token: critic.access,
          body: { id: filmfanPost().id, title: 'x', body: 'x', status: 'A' },
        }),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ filmfan }) =>
        call('PUT', '/api/content/post', {
          token: filmfan.access,
          body: { id: 99999, title: 'x', body: 'x', status: 'A' },
        }),
    },
  ],
  deletePost: [
    {
      label: 'deleted',
      status: 200,
      run: ({ filmfan }) =>
        call('DELETE', '/api/content/post', {
          token: filmfan.access,
          body: { id: filmfanPost().id },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('DELETE', '/api/content/post', { body: { id: filmfanPost().id } }),
    },
    {
      label: 'not the author',
      status: 403,
      run: ({ critic }) =>
        call('DELETE', '/api/content/post', {
          token: critic.access,
          body: { id: filmfanPost().id },
        }),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ filmfan }) =>
        call('DELETE', '/api/content/post', { token: filmfan.access, body: { id: 99999 } }),
    },
  ],
  listPostComments: [
    {
      label: 'thread',
      status: 200,
      run: () => {
        const comment = filmfanComment()
        const post = db().posts.find((p) => p.id === comment.post_id)!
        return call(
          'GET',
          `/api/content/comment/post?slug=${post.slug}&page=1&comment=${comment.id}`,
        )
      },
    },
    {
      label: 'missing post',
      status: 404,
      run: () => call('GET', '/api/content/comment/post?slug=no-such-post'),
    },
  ],
  createComment: [
    {
      label: 'created',
      status: 201,
      run: ({ critic }) =>
        call('POST', '/api/content/comment', {
          token: critic.access,
          body: { post: anyPost().id, parent_comment: null, body: 'Agreed!', status: 'A' },
        }),
    },
    {
      label: 'blank',
      status: 400,
      run: ({ critic }) =>
        call('POST', '/api/content/comment', {
          token: critic.access,
          body: { post: anyPost().id, parent_comment: null, body: '  ', status: 'A' },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () =>
        call('POST', '/api/content/comment', {
          body: { post: anyPost().id, parent_comment: null, body: 'Hi', status: 'A' },
        }),
    },
    {
      label: 'missing post',
      status: 404,
      run: ({ critic }) =>
        call('POST', '/api/content/comment', {
          token: critic.access,
          body: { post: 99999, parent_comment: null, body: 'Hi', status: 'A' },
        }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'comment-error',
      run: ({ critic }) =>
        call('POST', '/api/content/comment', {
          token: critic.access,
          body: { post: anyPost().id, parent_comment: null, body: 'Hi', status: 'A' },
        }),
    },
  ],
  updateComment: [
    {
      label: 'edited',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/content/comment', {
          token: filmfan.access,
          body: { id: filmfanComment().id, body: 'Edited', status: 'A' },
        }),
    },
    {
      label: 'blank',
      status: 400,
      run: ({ filmfan }) =>
        call('PUT', '/api/content/comment', {
          token: filmfan.access,
          body: { id: filmfanComment().id, body: ' ', status: 'A' },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () =>
        call('PUT', '/api/content/comment', {
          body: { id: filmfanComment().id, body: 'x', status: 'A' },
        }),
    },
    {
      label: 'not the author',
      status: 403,
      run: ({ critic }) =>
        call('PUT', '/api/content/comment', {
          token: critic.access,
          body: { id: filmfanComment().id, body: 'x', status: 'A' },
        }),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ filmfan }) =>
        call('PUT', '/api/content/comment', {
          token: filmfan.access,
          body: { id: 99999, body: 'x', status: 'A' },
        }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'comment-error',
      run: ({ filmfan }) =>
        call('PUT', '/api/content/comment', {
          token: filmfan.access,
          body: { id: filmfanComment().id, body: 'x', status: 'A' },
        }),
    },
  ],
  deleteComment: [
    {
      label: 'deleted',
      status: 200,
      run: ({ filmfan }) =>
        call('DELETE', '/api/content/comment', {
          token: filmfan.access,
          body: { id: filmfanComment().id },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('DELETE', '/api/content/comment', { body: { id: filmfanComment().id } }),
    },
    {
      label: 'not the author',
      status: 403,
      run: ({ critic }) =>
        call('DELETE', '/api/content/comment', {
          token: critic.access,
          body: { id: filmfanComment().id },
        }),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ filmfan }) =>
        call('DELETE', '/api/content/comment', { token: filmfan.access, body: { id: 99999 } }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'comment-error',
      run: ({ filmfan }) =>
        call('DELETE', '/api/content/comment', {
          token: filmfan.access,
          body: { id: filmfanComment().id },
        }),
    },
  ],
  voteOnPost: [
    {
      label: 'upvoted',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/reaction/vote/post', {
          token: filmfan.access,
          body: { id: anyPost().id, category: 'Upvote' },
        }),
    },
    {
      label: 'withdrawn: 205, no body',
      status: 205,
      run: async ({ filmfan }) => {
        const body = { id: anyPost().id, category: 'Upvote' }
        const first = await call('PUT', '/api/reaction/vote/post', { token: filmfan.access, body })
        // The seeded post may already carry filmfan's upvote: then the first call withdrew it.
        if (first.status === 205) return first
        return call('PUT', '/api/reaction/vote/post', { token: filmfan.access, body })
      },
    },
    {
      label: 'downvote',
      status: 400,
      run: ({ filmfan }) =>
        call('PUT', '/api/reaction/vote/post', {
          token: filmfan.access,
          body: { id: anyPost().id, category: 'Downvote' },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () =>
        call('PUT', '/api/reaction/vote/post', { body: { id: anyPost().id, category: 'Upvote' } }),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ filmfan }) =>
        call('PUT', '/api/reaction/vote/post', {
          token: filmfan.access,
          body: { id: 99999, category: 'Upvote' },
        }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'vote-error',
      run: ({ filmfan }) =>
        call('PUT', '/api/reaction/vote/post', {
          token: filmfan.access,
          body: { id: anyPost().id, category: 'Upvote' },
        }),
    },
  ],
  voteOnComment: [
    {
      label: 'downvoted',
      status: 200,
      run: ({ critic }) =>
        call('PUT', '/api/reaction/vote/comment', {
          token: critic.access,
          body: { id: filmfanComment().id, category: 'Downvote' },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () =>
        call('PUT', '/api/reaction/vote/comment', {
          body: { id: filmfanComment().id, category: 'Upvote' },
        }),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ critic }) =>
        call('PUT', '/api/reaction/vote/comment', {
          token: critic.access,
          body: { id: 99999, category: 'Upvote' },
        }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'vote-error',
      run: ({ critic }) =>
        call('PUT', '/api/reaction/vote/comment', {
          token: critic.access,
          body: { id: filmfanComment().id, category: 'Upvote' },
        }),
    },
  ],
  searchGroups: [
    {
      label: 'search',
      status: 200,
      run: () => call('GET', '/api/interest/group/search?query=noir&page=1&profile=2'),
    },
  ],
  listGroupCategories: [
    { label: 'categories', status: 200, run: () => call('GET', '/api/interest/group/category') },
  ],
  listTopGroups: [
    { label: 'top', status: 200, run: () => call('GET', '/api/interest/group/top?page=1') },
  ],
  getPublicGroupBySlug: [
    {
      label: 'found',
      status: 200,
      run: () => call('GET', `/api/interest/group/public/slug/${db().groups[1]!.slug}`),
    },
    {
      label: 'missing',
      status: 404,
      run: () => call('GET', '/api/interest/group/public/slug/no-such-group'),
    },
  ],
  getGroupBySlug: [
    {
      label: 'found',
      status: 200,
      run: ({ filmfan }) =>
        call('GET', `/api/interest/group/auth/slug/${db().groups[1]!.slug}`, {
          token: filmfan.access,
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('GET', `/api/interest/group/auth/slug/${db().groups[1]!.slug}`),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ filmfan }) =>
        call('GET', '/api/interest/group/auth/slug/no-such-group', { token: filmfan.access }),
    },
  ],
  createGroup: [
    {
      label: 'created',
      status: 201,
      run: ({ filmfan }) =>
        call('POST', '/api/interest/group', { token: filmfan.access, body: newGroup() }),
    },
    {
      label: 'taken name',
      status: 400,
      run: ({ filmfan }) =>
        call('POST', '/api/interest/group', {
          token: filmfan.access,
          body: newGroup({ name: 'Noir Detectives' }),
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('POST', '/api/interest/group', { body: newGroup() }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'group-create-error',
      run: ({ filmfan }) =>
        call('POST', '/api/interest/group', { token: filmfan.access, body: newGroup() }),
    },
  ],
  updateGroup: [
    {
      label: 'edited',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/interest/group', {
          token: filmfan.access,
          body: { id: 1, description: 'Double bills every Friday.', status: 'A' },
        }),
    },
    {
      label: 'blank name',
      status: 400,
      run: ({ filmfan }) =>
        call('PUT', '/api/interest/group', {
          token: filmfan.access,
          body: { id: 1, name: ' ', status: 'A' },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('PUT', '/api/interest/group', { body: { id: 1, status: 'A' } }),
    },
    {
      label: 'not an admin',
      status: 403,
      run: ({ critic }) =>
        call('PUT', '/api/interest/group', { token: critic.access, body: { id: 1, status: 'A' } }),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ filmfan }) =>
        call('PUT', '/api/interest/group', {
          token: filmfan.access,
          body: { id: 999, status: 'A' },
        }),
    },
  ],
  deleteGroup: [
    {
      label: 'deleted',
      status: 200,
      run: ({ filmfan }) =>
        call('DELETE', '/api/interest/group', { token: filmfan.access, body: { id: 1 } }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('DELETE', '/api/interest/group', { body: { id: 1 } }),
    },
    {
      label: 'not an admin',
      status: 403,
      run: ({ critic }) =>
        call('DELETE', '/api/interest/group', { token: critic.access, body: { id: 1 } }),
    },
    {
      label: 'missing',
      status: 404,
      run: ({ filmfan }) =>
        call('DELETE', '/api/interest/group', { token: filmfan.access, body: { id: 999 } }),
    },
  ],
  listBoards: [
    {
      label: 'boards',
      status: 200,
      run: () => call('GET', '/api/board?page=1&query=horror&filter=popular'),
    },
  ],
  getBoardBySlug: [
    { label: 'found', status: 200, run: () => call('GET', '/api/board/slug/horror-classics') },
    { label: 'missing', status: 404, run: () => call('GET', '/api/board/slug/no-such-board') },
  ],
  listBoardPosts: [
    {
      label: 'posts',
      status: 200,
      run: () => call('GET', '/api/board/post/slug/horror-classics?page=1'),
    },
    { label: 'missing', status: 404, run: () => call('GET', '/api/board/post/slug/no-such-board') },
  ],
  listBoardPlaylists: [
    { label: 'playlists', status: 200, run: () => call('GET', '/api/board/playlist?page=1') },
  ],
  listTopBoards: [{ label: 'top', status: 200, run: () => call('GET', '/api/board/top?page=1') }],
  listNotifications: [
    {
      label: 'listed',
      status: 200,
      run: ({ filmfan }) => call('GET', '/api/notification?page=1', { token: filmfan.access }),
    },
    { label: 'no token', status: 401, run: () => call('GET', '/api/notification') },
  ],
  dismissNotification: [
    {
      label: 'dismissed',
      status: 200,
      run: ({ filmfan }) =>
        call('PUT', '/api/notification', {
          token: filmfan.access,
          body: { id: unreadForFilmfan().id },
        }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('PUT', '/api/notification', { body: { id: unreadForFilmfan().id } }),
    },
    {
      label: 'someone else’s',
      status: 404,
      run: ({ critic }) =>
        call('PUT', '/api/notification', {
          token: critic.access,
          body: { id: unreadForFilmfan().id },
        }),
    },
    {
      label: 'scenario',
      status: 500,
      scenario: 'notification-dismiss-error',
      run: ({ filmfan }) =>
        call('PUT', '/api/notification', {
          token: filmfan.access,
          body: { id: unreadForFilmfan().id },
        }),
    },
  ],
  listAdvertisements: [
    { label: 'banners', status: 200, run: () => call('GET', '/api/advertisement?category=Banner') },
    { label: 'no category', status: 400, run: () => call('GET', '/api/advertisement') },
  ],
  listQuestionnaires: [
    {
      label: 'listed',
      status: 200,
      run: () => call('GET', '/api/recommender/questionnaire?page=1&query=film'),
    },
  ],
  getQuestionnaireBySlug: [
    {
      label: 'found',
      status: 200,
      run: () => call('GET', `/api/recommender/questionnaire/slug/${firstQuestionnaire().slug}`),
    },
    {
      label: 'missing',
      status: 404,
      run: () => call('GET', '/api/recommender/questionnaire/slug/no-such-questionnaire'),
    },
  ],
  createQuestionnaireResponse: [
    {
      label: 'stored',
      status: 201,
      run: () => {
        const q = firstQuestionnaire()
        const question = q.questions[0]!
        return call('POST', '/api/recommender/questionnaire/response', {
          body: {
            created_by: null,
            session_id: SESSION,
            anonymous_email: null,
            questionnaire: q.id,
            question: question.id,
            answers: [question.answers[0]!.id],
          },
        })
      },
    },
    {
      label: 'answer of another question',
      status: 400,
      run: () => {
        const q = firstQuestionnaire()
        return call('POST', '/api/recommender/questionnaire/response', {
          body: {
            created_by: null,
            session_id: SESSION,
            anonymous_email: null,
            questionnaire: q.id,
            question: q.questions[0]!.id,
            answers: [q.questions[1]!.answers[0]!.id],
          },
        })
      },
    },
    {
      label: 'missing questionnaire',
      status: 404,
      run: () =>
        call('POST', '/api/recommender/questionnaire/response', {
          body: {
            created_by: null,
            session_id: SESSION,
            anonymous_email: null,
            questionnaire: 999,
            question: 1,
            answers: [1],
          },
        }),
    },
  ],
  requestQuestionnaireResults: [
    {
      label: 'results',
      status: 200,
      run: () =>
        call('POST', '/api/recommender/questionnaire/results', {
          body: {
            created_by: 1,
            session_id: SESSION,
            anonymous_email: null,
            questionnaire: firstQuestionnaire().id,
          },
        }),
    },
    {
      label: 'missing',
      status: 404,
      run: () =>
        call('POST', '/api/recommender/questionnaire/results', {
          body: {
            created_by: null,
            session_id: SESSION,
            anonymous_email: null,
            questionnaire: 999,
          },
        }),
    },
    {
      label: 'scenario',
      status: 200,
      scenario: 'questionnaire-no-match',
      run: () =>
        call('POST', '/api/recommender/questionnaire/results', {
          body: {
            created_by: null,
            session_id: SESSION,
            anonymous_email: null,
            questionnaire: firstQuestionnaire().id,
          },
        }),
    },
  ],
}

for (const platform of ['tiktok', 'instagram', 'facebook'] as const) {
  const id = `handle${platform[0]!.toUpperCase()}${platform.slice(1)}Callback`
  cases[id] = [
    {
      label: 'connected',
      status: 200,
      run: ({ filmfan }) =>
        call('GET', `/api/integration/${platform}/callback?code=4f9c2a7e1b`, {
          token: filmfan.access,
        }),
    },
    {
      label: 'denied',
      status: 400,
      run: ({ filmfan }) =>
        call('GET', `/api/integration/${platform}/callback?code=denied`, { token: filmfan.access }),
    },
    {
      label: 'no token',
      status: 401,
      run: () => call('GET', `/api/integration/${platform}/callback?code=4f9c2a7e1b`),
    },
  ]
}

async function signIn(): Promise<Ctx> {
  return { filmfan: await login('filmfan'), critic: await login('critic') }
}

describe('every operation of the document', () => {
  it('has cases here, and the document has the 66 operations the brief lists', () => {
    expect(operations).toHaveLength(66)
    expect(operations.map((o) => o.operationId).filter((id) => !cases[id])).toEqual([])
  })

  for (const op of operations) {
    describe(`${op.method} ${op.path} (${op.operationId})`, () => {
      for (const c of cases[op.operationId] ?? []) {
        it(`${c.label}${c.scenario ? ` [${c.scenario}]` : ''} → ${c.status}`, async () => {
          const ctx = await signIn()
          const arranged = (await c.arrange?.()) ?? { profile: 0, session: '' }
          if (c.scenario) setScenario(c.scenario)
          const answer = await c.run(ctx, arranged)
          expect(answer.status, JSON.stringify(answer.body)).toBe(c.status)
          expectConforms(op.operationId, answer)
        })
      }

      it('answers 500 in the document’s shape under server-error', async () => {
        const ctx = await signIn()
        const first = cases[op.operationId]?.[0]
        expect(first, 'a success case').toBeDefined()
        const arranged = (await first!.arrange?.()) ?? { profile: 0, session: '' }
        setScenario('server-error')
        const answer = await first!.run(ctx, arranged)
        expect(answer.status).toBe(500)
        expectConforms(op.operationId, answer)
      })

      it('answers every documented status with its example on Prefer: code=', async () => {
        const { filmfan } = await signIn()
        for (const code of Object.keys(op.responses).filter((c) => /^\d{3}$/.test(c))) {
          const concretePath = fillPath(op.path, {
            profileId: 1,
            postSlug: 'any',
            groupSlug: 'any',
            slug: 'any',
          })
          const sample = samples[op.operationId]
          const answer = await call(op.method, `${concretePath}${sample?.query ?? ''}`, {
            token: filmfan.access,
            body: sample?.body,
            headers: { prefer: `code=${code}` },
          })
          expect(answer.status, `${op.operationId} Prefer: code=${code}`).toBe(Number(code))
          expectConforms(op.operationId, answer)
        }
      })
    })
  }

  it('a status the document does not declare is refused on Prefer: code=', async () => {
    const answer = await call('GET', '/api/board', { headers: { prefer: 'code=418' } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/not a documented status/)
  })

  it('has a handler for every operation (no request is left unhandled)', async () => {
    const { filmfan } = await signIn()
    for (const op of operations) {
      const concretePath = fillPath(op.path, {
        profileId: 1,
        postSlug: 'any',
        groupSlug: 'any',
        slug: 'any',
      })
      const sample = samples[op.operationId]
      // msw/node is listening with onUnhandledRequest: 'error', so an operation without a
      // handler makes fetch reject here.
      const answer = await call(op.method, `${concretePath}${sample?.query ?? ''}`, {
        token: filmfan.access,
        body: sample?.body,
      })
      expect(Object.keys(op.responses), `${op.operationId} answered ${answer.status}`).toContain(
        String(answer.status),
      )
      expect(operation(op.operationId)).toBeDefined()
    }
  })
})

/** Requests that pass the contract guard for each operation (ids need not exist). */
const samples: Record<string, { query?: string; body?: unknown }> = {
  updateAuthProfile: { body: { bio: 'x' } },
  logIn: { body: { username: 'x', password: 'y' } },
  refreshToken: { body: { refresh: 'x' } },
  logOut: { body: { refresh: 'x' } },
  registerAccount: { body: registration({ username: 'someone', email: 'someone@example.com' }) },
  checkRegistrationCredentials: {
    body: { email: 'a@example.com', password: 'x', confirm_password: 'x' },
  },
  checkRegistrationUsername: { body: { username: 'x' } },
  resendVerificationEmail: { body: { email: 'a@example.com' } },
  sendReferral: { body: { email: 'a@example.com' } },
  sendContactMessage: { body: { email: 'a@example.com', subject: 's', message: 'm' } },
  requestPasswordRecovery: { body: { email: 'a@example.com' } },
  verifyPasswordRecoveryLink: { query: '?profile=1&session=x' },
  recoverPassword: { body: { profile: 1, new_password: 'a', confirm_password: 'a', session: 'x' } },
  logInWithGoogleToken: { body: { token: 'x' } },
  handleGoogleLoginCallback: { body: { token: 'x' } },
  saveBoard: { body: { id: 1 } },
  removeSavedBoard: { body: { id: 1 } },
  toggleFavouriteLocation: { body: { id: 1 } },
  toggleGroupMembership: { body: { id: 1 } },
  handleTiktokCallback: { query: '?code=x' },
  handleInstagramCallback: { query: '?code=x' },
  handleFacebookCallback: { query: '?code=x' },
  createPost: { body: newPost() },
  updatePost: { body: { id: 1, title: 't', body: 'b', status: 'A' } },
  deletePost: { body: { id: 1 } },
  listPostComments: { query: '?slug=x' },
  createComment: { body: { post: 1, parent_comment: null, body: 'b', status: 'A' } },
  updateComment: { body: { id: 1, body: 'b', status: 'A' } },
  deleteComment: { body: { id: 1 } },
  voteOnPost: { body: { id: 1, category: 'Upvote' } },
  voteOnComment: { body: { id: 1, category: 'Upvote' } },
  createGroup: { body: newGroup({ name: 'Sample group' }) },
  updateGroup: { body: { id: 1, status: 'A' } },
  deleteGroup: { body: { id: 1 } },
  dismissNotification: { body: { id: 1 } },
  listAdvertisements: { query: '?category=Banner' },
  createQuestionnaireResponse: {
    body: {
      created_by: null,
      session_id: SESSION,
      anonymous_email: null,
      questionnaire: 1,
      question: 101,
      answers: [1011],
    },
  },
  requestQuestionnaireResults: {
    body: { created_by: null, session_id: SESSION, anonymous_email: null, questionnaire: 1 },
  },
}
