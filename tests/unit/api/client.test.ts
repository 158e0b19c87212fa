// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiDelete, apiGet, apiPost, apiPut, refreshAccessToken } from '#lib/api/client'
import { ApiError } from '#lib/api/errors'
import { compressImage } from '#lib/api/image-compression'
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  onSessionEnded,
  readTokens,
  subscribeTokens,
  writeTokens,
} from '#lib/api/tokens'
import { onePage } from '#tests/utils/one-page'

/*
 * The HTTP client against a Node MSW server with handlers local to each test: the client's
 * behaviour (bearer, refresh, error shapes) is the subject, not the mock backend's rules.
 */

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => localStorage.clear())
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

function bearer(request: Request): string | null {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null
}

/** Counts every request the server sees, by "METHOD /path". */
function countRequests() {
  const counts = new Map<string, number>()
  const listener = ({ request }: { request: Request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  server.events.on('request:start', listener)
  return (key: string) => counts.get(key) ?? 0
}

const PROFILE_PATH = '*/api/auth'
const FEED_PATH = '*/api/content/post/top-voted'
const REFRESH_PATH = '*/api/auth/login/refresh'

const emptyPage = onePage([])

describe('cookies', () => {
  it('never go to the API: the token is the only credential (credentials "omit")', async () => {
    const modes: string[] = []
    server.use(
      http.get(FEED_PATH, ({ request }) => {
        modes.push(request.credentials)
        return HttpResponse.json(emptyPage)
      }),
      http.put(PROFILE_PATH, ({ request }) => {
        modes.push(request.credentials)
        return HttpResponse.json({})
      }),
    )
    await apiGet('/api/content/post/top-voted', { query: { page: 1 } })
    await apiPut('/api/auth', { body: {} })
    expect(modes).toEqual(['omit', 'omit'])
  })
})

describe('the bearer token', () => {
  it('is read from local storage and sent on the first call after a reload', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stored-access')
    localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-refresh')
    let sent: string | null = null
    server.use(
      http.get(FEED_PATH, ({ request }) => {
        sent = bearer(request)
        return HttpResponse.json(emptyPage)
      }),
    )

    await apiGet('/api/content/post/top-voted', { query: { page: 1 } })

    expect(sent).toBe('stored-access')
  })

  it('is not sent by a visitor, nor to the image-compression service', async () => {
    const authorisations: (string | null)[] = []
    server.use(
      http.get(FEED_PATH, ({ request }) => {
        authorisations.push(request.headers.get('Authorization'))
        return HttpResponse.json(emptyPage)
      }),
      http.post('*/image-service/compress', ({ request }) => {
        authorisations.push(request.headers.get('Authorization'))
        return HttpResponse.json({
          success: true,
          compressed_img: 'data:image/png;base64,AA==',
          message: 'ok',
        })
      }),
    )

    await apiGet('/api/content/post/top-voted')
    writeTokens({ access: 'member-access', refresh: 'member-refresh' })
    const result = await compressImage({ img: 'data:image/png;base64,AAAA', extension: 'png' })

    expect(authorisations).toEqual([null, null])
    expect(result.compressed_img).toBe('data:image/png;base64,AA==')
  })

  it('encodes path parameters and leaves out query values that are not set', async () => {
    const urls: string[] = []
    server.use(
      http.get('*/api/content/post/profile/:profileId', ({ request }) => {
        const url = new URL(request.url)
        urls.push(`${url.pathname}${url.search}`)
        return HttpResponse.json(emptyPage)
      }),
    )

    await apiGet('/api/content/post/profile/{profileId}', {
      params: { profileId: 12 },
      query: { page: undefined },
    })
    await apiGet('/api/content/post/profile/{profileId}', {
      params: { profileId: 12 },
      query: { page: 2 },
    })

    expect(urls).toEqual(['/api/content/post/profile/12', '/api/content/post/profile/12?page=2'])
  })
})

describe('answers', () => {
  it('resolves a 205 (no body) to null', async () => {
    writeTokens({ access: 'a', refresh: 'r' })
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 205 })))

    await expect(apiPost('/api/auth/logout', { body: { refresh: 'r' } })).resolves.toBeNull()
  })
})

describe('token refresh', () => {
  it('shares one refresh between three calls that fail together, then retries each', async () => {
    writeTokens({ access: 'expired', refresh: 'refresh-1' })
    const count = countRequests()
    const retriedWith: (string | null)[] = []
    server.use(
      http.get(FEED_PATH, ({ request }) => {
        if (bearer(request) !== 'fresh')
          return HttpResponse.json({ detail: 'Token expired' }, { status: 401 })
        retriedWith.push(bearer(request))
        return HttpResponse.json(emptyPage)
      }),
      http.post(REFRESH_PATH, async ({ request }) => {
        const body = (await request.json()) as { refresh: string }
        // Rotation: the old refresh token is spent, so a second refresh would fail.
        if (body.refresh !== 'refresh-1')
          return HttpResponse.json({ detail: 'Token is blacklisted' }, { status: 401 })
        return HttpResponse.json({ access: 'fresh', refresh: 'refresh-2' })
      }),
    )

    const results = await Promise.all([
      apiGet('/api/content/post/top-voted', { query: { page: 1 } }),
      apiGet('/api/content/post/top-voted', { query: { page: 2 } }),
      apiGet('/api/content/post/top-voted', { query: { page: 3 } }),
    ])

    expect(results).toHaveLength(3)
    expect(count('POST /api/auth/login/refresh')).toBe(1)
    expect(count('GET /api/content/post/top-voted')).toBe(6)
    expect(retriedWith).toEqual(['fresh', 'fresh', 'fresh'])
    expect(readTokens()).toEqual({ access: 'fresh', refresh: 'refresh-2' })
  })

  it('just retries when the token the call sent was already replaced', async () => {
    writeTokens({ access: 'old', refresh: 'refresh-1' })
    const count = countRequests()
    server.use(
      http.get(FEED_PATH, ({ request }) => {
        if (bearer(request) === 'old') {
          // Someone (another call, another tab) refreshed while this call was on the wire.
          writeTokens({ access: 'newer', refresh: 'refresh-2' })
          return HttpResponse.json({ detail: 'Token expired' }, { status: 401 })
        }
        return HttpResponse.json(emptyPage)
      }),
      http.post(REFRESH_PATH, () => HttpResponse.json({ access: 'never', refresh: 'never' })),
    )

    await apiGet('/api/content/post/top-voted')

    expect(count('POST /api/auth/login/refresh')).toBe(0)
    expect(count('GET /api/content/post/top-voted')).toBe(2)
  })

  it('refreshes inside a Web Lock and re-reads the tokens there, so a tab that waited does not refresh again', async () => {
    writeTokens({ access: 'expired', refresh: 'refresh-1' })
    const count = countRequests()
    const lockNames: string[] = []
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          lockNames.push(name)
          // While this tab waited for the lock, the tab holding it refreshed and stored new tokens.
          writeTokens({ access: 'from-other-tab', refresh: 'refresh-2' })
          return task()
        },
      },
    })
    server.use(
      http.get(FEED_PATH, ({ request }) =>
        bearer(request) === 'from-other-tab'
          ? HttpResponse.json(emptyPage)
          : HttpResponse.json({ detail: 'Token expired' }, { status: 401 }),
      ),
      http.post(REFRESH_PATH, () => HttpResponse.json({ access: 'never', refresh: 'never' })),
    )

    await apiGet('/api/content/post/top-voted')

    expect(lockNames).toEqual(['film-waffle-refresh'])
    expect(count('POST /api/auth/login/refresh')).toBe(0)
  })

  it('ends the session when the refresh is refused: tokens cleared, listeners told, the call fails', async () => {
    writeTokens({ access: 'expired', refresh: 'revoked' })
    const ended = vi.fn()
    const stop = onSessionEnded(ended)
    server.use(
      http.get(PROFILE_PATH, () => HttpResponse.json({ detail: 'Token expired' }, { status: 401 })),
      http.post(REFRESH_PATH, () =>
        HttpResponse.json(
          { detail: 'Token is invalid or expired', code: 'token_not_valid' },
          { status: 401 },
        ),
      ),
    )

    const failure = apiGet('/api/auth')

    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Token expired',
    })
    expect(readTokens()).toEqual({ access: null, refresh: null })
    expect(ended).toHaveBeenCalledWith('refresh-failed')
    stop()
  })

  it('reads an optional-auth list as a visitor when the refresh is refused (contract decision 5)', async () => {
    writeTokens({ access: 'expired', refresh: 'revoked' })
    const count = countRequests()
    const sent: (string | null)[] = []
    server.use(
      http.get(FEED_PATH, ({ request }) => {
        sent.push(bearer(request))
        return bearer(request) === null
          ? HttpResponse.json(emptyPage)
          : HttpResponse.json(
              { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
              { status: 401 },
            )
      }),
      http.post(REFRESH_PATH, () =>
        HttpResponse.json(
          { detail: 'Token is invalid or expired', code: 'token_not_valid' },
          { status: 401 },
        ),
      ),
    )

    await expect(apiGet('/api/content/post/top-voted', { query: { page: 1 } })).resolves.toEqual(
      emptyPage,
    )
    expect(sent).toEqual(['expired', null])
    expect(count('POST /api/auth/login/refresh')).toBe(1)
    expect(readTokens()).toEqual({ access: null, refresh: null })
  })

  it('keeps the tokens when the refresh fails on the network (the session may still be good)', async () => {
    writeTokens({ access: 'expired', refresh: 'refresh-1' })
    server.use(http.post(REFRESH_PATH, () => HttpResponse.error()))

    await expect(refreshAccessToken('expired')).rejects.toMatchObject({ status: 0 })
    expect(readTokens()).toEqual({ access: 'expired', refresh: 'refresh-1' })
  })

  it('does not refresh for a visitor who sent no token', async () => {
    const count = countRequests()
    server.use(
      http.get(PROFILE_PATH, () => HttpResponse.json({ detail: 'Not signed in' }, { status: 401 })),
    )

    await expect(apiGet('/api/auth')).rejects.toMatchObject({ status: 401 })
    expect(count('POST /api/auth/login/refresh')).toBe(0)
  })
})

describe('other tabs', () => {
  it('reports a sign-out in another tab as a session that ended', () => {
    writeTokens({ access: 'a', refresh: 'r' })
    const ended = vi.fn()
    const changed = vi.fn()
    const stopEnded = onSessionEnded(ended)
    const stopChanged = subscribeTokens(changed)

    localStorage.removeItem(ACCESS_TOKEN_KEY)
    localStorage.removeItem(REFRESH_TOKEN_KEY)
    window.dispatchEvent(
      new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, oldValue: 'a', newValue: null }),
    )

    expect(ended).toHaveBeenCalledWith('signed-out-elsewhere')
    expect(changed).toHaveBeenCalledWith({ access: null, refresh: null }, 'other-tab')
    stopEnded()
    stopChanged()
  })

  it('hears a refresh made in another tab without ending the session', () => {
    writeTokens({ access: 'a', refresh: 'r' })
    const ended = vi.fn()
    const changed = vi.fn()
    const stopEnded = onSessionEnded(ended)
    const stopChanged = subscribeTokens(changed)

    localStorage.setItem(ACCESS_TOKEN_KEY, 'b')
    window.dispatchEvent(
      new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, oldValue: 'a', newValue: 'b' }),
    )

    expect(ended).not.toHaveBeenCalled()
    expect(changed).toHaveBeenCalledWith({ access: 'b', refresh: 'r' }, 'other-tab')
    stopEnded()
    stopChanged()
  })
})

describe('error normalisation (message, then detail, then the first non-field error)', () => {
  async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
    try {
      await promise
    } catch (error) {
      if (error instanceof ApiError) return error
      throw error
    }
    throw new Error('The call was expected to fail')
  }

  it('uses the body message first', async () => {
    server.use(
      http.get(FEED_PATH, () =>
        HttpResponse.json({ message: 'Feed unavailable', detail: 'x' }, { status: 500 }),
      ),
    )

    const error = await failureOf(apiGet('/api/content/post/top-voted'))

    expect(error).toMatchObject({
      status: 500,
      message: 'Feed unavailable',
      body: { message: 'Feed unavailable', detail: 'x' },
    })
  })

  it('then the detail (login, registration checks, Google)', async () => {
    const detail = 'Two-factor authentication not completed. Please verify your account.'
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ detail }, { status: 401 })))

    const error = await failureOf(
      apiPost('/api/auth/login', { body: { username: 'rachel', password: 'x' } }),
    )

    expect(error.status).toBe(401)
    expect(error.message).toBe(detail)
  })

  it('then the first non_field_errors entry', async () => {
    server.use(
      http.post('*/api/auth/register/check-1', () =>
        HttpResponse.json(
          { non_field_errors: ['Password is not strong enough', 'second'] },
          { status: 400 },
        ),
      ),
    )

    const error = await failureOf(
      apiPost('/api/auth/register/check-1', {
        body: { email: 'a@b.c', password: 'x', confirm_password: 'x' },
      }),
    )

    expect(error.message).toBe('Password is not strong enough')
  })

  it('collects DRF field errors and falls back to the HTTP message', async () => {
    server.use(
      http.put('*/api/auth', () =>
        HttpResponse.json(
          { username: ['This username is already taken!'], tagline: ['Too long', 'Really'] },
          { status: 400 },
        ),
      ),
    )
    writeTokens({ access: 'a', refresh: 'r' })

    const error = await failureOf(apiPut('/api/auth', { body: { username: 'taken' } }))

    expect(error.fieldErrors).toEqual({
      username: ['This username is already taken!'],
      tagline: ['Too long', 'Really'],
    })
    expect(error.message).toMatch(/400/)
  })

  it('reports a network failure with status 0', async () => {
    server.use(http.delete('*/api/auth', () => HttpResponse.error()))
    writeTokens({ access: 'a', refresh: 'r' })

    const error = await failureOf(apiDelete('/api/auth'))

    expect(error.status).toBe(0)
    expect(error.isNetworkError).toBe(true)
    // The member reads the catalogue's sentence, not the browser's "Failed to fetch".
    expect(error.message).toBe(
      'I could not reach the server, please check your connection and try again.',
    )
    expect(error.cause).toBeInstanceOf(TypeError)
  })
})
