import { describe, expect, it } from 'vitest'
import { SCENARIOS, setScenario } from '#mocks/node'
import { SLOW_DELAY_MS } from '#mocks/scenarios/index'
import { call, expectConforms, login, setupMockServer } from './support'

setupMockServer()

describe('scenarios', () => {
  it('unverified-login: every login says the account is not verified', async () => {
    setScenario('unverified-login')
    const answer = await call('POST', '/api/auth/login', {
      body: { username: 'filmfan', password: 'Password1!' },
    })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      detail: 'Two-factor authentication not completed. Please verify your account.',
    })
  })

  it('session-expired: the login token is rejected, a refresh works and its token is accepted', async () => {
    const tokens = await login('filmfan')
    setScenario('session-expired')
    const rejected = await call('GET', '/api/auth', { token: tokens.access })
    expect(rejected.status).toBe(401)
    expect(rejected.body.code).toBe('token_not_valid')
    expectConforms('getAuthProfile', rejected)
    const refreshed = await call('POST', '/api/auth/login/refresh', {
      body: { refresh: tokens.refresh },
    })
    expect(refreshed.status).toBe(200)
    expect((await call('GET', '/api/auth', { token: refreshed.body.access })).status).toBe(200)
  })

  it('refresh-failed: the token and the refresh are both rejected', async () => {
    const tokens = await login('filmfan')
    setScenario('refresh-failed')
    expect((await call('GET', '/api/auth', { token: tokens.access })).status).toBe(401)
    const refresh = await call('POST', '/api/auth/login/refresh', {
      body: { refresh: tokens.refresh },
    })
    expect(refresh.status).toBe(401)
    expect(refresh.body.code).toBe('token_not_valid')
  })

  it('server-error: every call answers 500 with the document’s body', async () => {
    setScenario('server-error')
    const answer = await call('GET', '/api/board/playlist')
    expect(answer.status).toBe(500)
    expectConforms('listBoardPlaylists', answer)
  })

  it('offline: every call fails as a network error', async () => {
    setScenario('offline')
    await expect(fetch('http://localhost/api/content/post/new')).rejects.toThrow(TypeError)
  })

  it('empty: every list is empty', async () => {
    const { access } = await login('filmfan')
    setScenario('empty')
    for (const path of [
      '/api/content/post/new',
      '/api/board',
      '/api/interest/group/top',
      '/api/recommender/questionnaire',
      '/api/notification',
    ]) {
      const answer = await call('GET', path, { token: access })
      expect(answer.body.results, path).toEqual([])
      expect(answer.body.pagination).toEqual({
        has_previous: false,
        has_next: false,
        current_page: 1,
        total_pages: 0,
        total_objects: 0,
      })
    }
    expect((await call('GET', '/api/advertisement?category=Banner')).body.results).toEqual([])
    expect((await call('GET', '/api/board/playlist')).body.most_popular.boards).toEqual([])
  })

  it('slow: a call takes at least 1500 ms and then answers normally', async () => {
    setScenario('slow')
    const started = performance.now()
    const answer = await call('GET', '/api/board/slug/horror-classics')
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_DELAY_MS - 5)
    expect(answer.status).toBe(200)
  })

  it('questionnaire-no-match: results are empty', async () => {
    setScenario('questionnaire-no-match')
    const answer = await call('POST', '/api/recommender/questionnaire/results', {
      body: {
        created_by: null,
        session_id: crypto.randomUUID(),
        anonymous_email: null,
        questionnaire: 1,
        question: 101,
        answers: [1011],
      },
    })
    expect(answer.body).toEqual({ recommendations: [] })
  })

  it('none switches the scenario off, and unknown names are refused', async () => {
    setScenario('server-error')
    setScenario('none')
    expect((await call('GET', '/api/board')).status).toBe(200)
    expect(() => setScenario('made-up')).toThrow(/Unknown mock scenario/)
  })

  it('every scenario the brief names exists', () => {
    expect(SCENARIOS.map((s) => s.name).sort()).toEqual(
      [
        'unverified-login',
        'login-error',
        'expired-recovery-link',
        'username-taken',
        'weak-password',
        'registration-error',
        'session-expired',
        'refresh-failed',
        'vote-error',
        'comment-error',
        'post-create-error',
        'group-create-error',
        'notification-dismiss-error',
        'questionnaire-no-match',
        'server-error',
        'slow',
        'offline',
        'hostile',
        'empty',
      ].sort(),
    )
  })
})

describe('the contract guard', () => {
  it('answers 400 with the schema error and warns when a request leaves the contract', async () => {
    const { access } = await login('filmfan')
    const warnings: string[] = []
    const original = console.warn
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '))
    try {
      const answer = await call('POST', '/api/content/post', {
        token: access,
        body: { title: 'No type, no status', body: 'x', image: null, group: null, boards: [] },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(
        /^Request does not match the contract: .*type is required/,
      )
      expect(answer.body.type).toEqual(['This field is required.'])
      expectConforms('createPost', answer)
      const tagline = await call('PUT', '/api/auth', {
        token: access,
        body: { tagline: 'x'.repeat(51) },
      })
      expect(tagline.body.message).toMatch(/tagline must NOT have more than 50 characters/)
      // The field's own error reads as the real API words it (the document's example).
      expect(tagline.body.tagline).toEqual(['Ensure this field has no more than 50 characters.'])
    } finally {
      console.warn = original
    }
    expect(warnings.some((w) => w.includes('Request does not match the contract'))).toBe(true)
  })

  it('leaves requests outside /api alone, such as dev-server modules with /api/ in their path', async () => {
    // Unhandled requests are errors in these tests, so fetch rejects when nothing answered.
    await expect(fetch('http://localhost/src/lib/api/client.ts')).rejects.toThrow()
  })
})

describe('scenario modules', () => {
  it('a world scenario transforms fresh worlds, and is saved under its own key', async () => {
    const { setWorldVariant, resetDb, getDb, worldVariant } = await import('#mocks/db/store')
    const { storageKey } = await import('#mocks/db/persistence')
    const before = getDb().posts.length
    expect(before).toBeGreaterThan(0)
    setWorldVariant({ name: 'no-posts', apply: (world) => void (world.posts = []) })
    try {
      resetDb()
      expect(getDb().posts).toEqual([])
      expect(worldVariant()).toBe('no-posts')
      expect(storageKey(2026, worldVariant())).not.toBe(storageKey(2026))
    } finally {
      setWorldVariant(null)
      resetDb()
    }
    expect(getDb().posts).toHaveLength(before)
  })

  it('a scenario answers only while it is on, and never for a visitor a handler would refuse', async () => {
    const { access } = await login('filmfan')
    const vote = (token?: string) =>
      call('PUT', '/api/reaction/vote/post', { token, body: { id: 1, category: 'Upvote' } })
    setScenario('vote-error')
    expect((await vote(access)).status).toBe(500)
    expect((await vote()).status).toBe(401)
    setScenario(null)
    expect((await vote(access)).status).toBe(200)
  })
})
