import ky, { HTTPError, TimeoutError, type KyRequest, type NormalizedOptions } from 'ky'
import type { paths } from '#openapi/schema.gen'
import { takeEarlyResponse } from './early-responses'
import { ApiError, apiErrorFromNetworkFailure, apiErrorFromResponse, readErrorBody } from './errors'
import { endSession, readTokens, writeTokens, type TokenPair } from './tokens'
import type { HttpMethod, Operation, PathsWithMethod, RequestArgs, SuccessData } from './types'

/**
 * The one HTTP client. Transport concerns live here, in ky hooks: the bearer token on every call
 * to our API, one shared refresh when the access token has expired, the answers index.html asked
 * for before the app's code arrived (early-responses.ts), and errors normalised to `ApiError`. Retries do not: ky's `retry` is 0 because TanStack Query owns retrying, and two
 * retrying layers multiply (3 × 4 = 12 requests for one failing read).
 */

/** Where `/api/…` paths are resolved: the page origin on the mock backend, the real server in http mode. */
export function apiBaseUrl(): string {
  const configured =
    import.meta.env.VITE_API_MODE === 'http' ? import.meta.env.VITE_API_BASE_URL : undefined
  const base =
    configured && configured !== ''
      ? configured
      : (globalThis.location?.origin ?? 'http://localhost')
  return base.endsWith('/') ? base : `${base}/`
}

const REFRESH_LOCK = 'film-waffle-refresh'
const REFRESH_PATH = 'api/auth/login/refresh'

/** Per-call flags the hooks read (ky's `context`). */
interface CallContext {
  /** Sends no bearer and never refreshes: sign-in and refresh calls, third-party services. */
  anonymous?: boolean
  /** This call is the single retry after a refresh; a second 401 is final. */
  retriedAfterRefresh?: boolean
}

function contextOf(options: NormalizedOptions): CallContext {
  return options.context as CallContext
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization')
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null
}

function isOurApi(request: Request): boolean {
  return request.url.startsWith(apiBaseUrl())
}

let refreshInFlight: Promise<string | null> | null = null

/**
 * Resolves a fresh access token after a request sent `staleAccess` and got a 401 (or, with
 * `null`, when only a refresh token is left), or `null` when
 * the session is over. Calls failing at the same moment share one refresh; a call whose token has
 * already been replaced just retries; tabs share one refresh through a Web Lock, re-reading the
 * stored tokens inside it (the tab that waited finds the new token and does not refresh again).
 */
export function refreshAccessToken(staleAccess: string | null): Promise<string | null> {
  const current = readTokens().access
  if (current !== null && current !== staleAccess) return Promise.resolve(current)
  refreshInFlight ??= withRefreshLock(() => runRefresh(staleAccess)).finally(() => {
    refreshInFlight = null
  })
  return refreshInFlight
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  // The lock is held until `task` settles; its result passes through.
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task()
}

/**
 * The refresh answer (openapi `refreshToken` answers a `TokenPair`), read leniently: servers that
 * do not rotate refresh tokens answer with the access token only.
 */
type RefreshAnswer = Pick<TokenPair, 'access'> & Partial<Pick<TokenPair, 'refresh'>>

function isRefreshAnswer(value: unknown): value is RefreshAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { access?: unknown }).access === 'string' &&
    ['string', 'undefined'].includes(typeof (value as { refresh?: unknown }).refresh)
  )
}

async function runRefresh(staleAccess: string | null): Promise<string | null> {
  const { access, refresh } = readTokens()
  if (access !== null && access !== staleAccess) return access
  if (refresh === null) {
    endSession('refresh-failed')
    return null
  }
  let response: Response
  try {
    response = await api.post(REFRESH_PATH, {
      json: { refresh },
      throwHttpErrors: false,
      context: { anonymous: true } satisfies CallContext,
    })
  } catch (error) {
    // Offline or timed out: the tokens may still be good, so keep them and fail this call only.
    throw apiErrorFromNetworkFailure(error)
  }
  if (response.status >= 400 && response.status < 500) {
    endSession('refresh-failed')
    return null
  }
  if (!response.ok) throw apiErrorFromResponse(response, await readErrorBody(response))
  const body: unknown = await response.json()
  if (!isRefreshAnswer(body)) {
    endSession('refresh-failed')
    return null
  }
  // Servers that do not rotate refresh tokens answer with the access token only.
  writeTokens({ access: body.access, refresh: body.refresh ?? refresh })
  return body.access
}

function attachBearer(request: KyRequest, options: NormalizedOptions): void {
  if (contextOf(options).anonymous || !isOurApi(request)) return
  const { access } = readTokens()
  if (access === null) request.headers.delete('Authorization')
  else request.headers.set('Authorization', `Bearer ${access}`)
}

async function refreshOn401(
  request: KyRequest,
  options: NormalizedOptions,
  response: Response,
): Promise<Response | undefined> {
  if (response.status !== 401) return undefined
  const context = contextOf(options)
  if (context.anonymous || context.retriedAfterRefresh) return undefined
  const sent = bearerOf(request)
  // A visitor without a token has nothing to refresh: the 401 is the answer.
  if (sent === null) return undefined
  // A null answer means the session is over and the tokens are gone: the retry goes out without a
  // bearer, so an optional-auth read (contract decision 5) still answers, as a visitor would see
  // it; a member-only call gets the visitor's 401.
  await refreshAccessToken(sent)
  return api(request, { context: { retriedAfterRefresh: true } satisfies CallContext })
}

export const api = ky.create({
  prefixUrl: apiBaseUrl(),
  // The API takes its token in the Authorization header, never a cookie: the site's cookies stay
  // home. In mock mode this also spares MSW a `document.cookie` read per handler it tries.
  credentials: 'omit',
  retry: 0,
  timeout: 30_000,
  hooks: {
    // After the bearer: an early answer stands only for a request without one.
    beforeRequest: [attachBearer, takeEarlyResponse],
    afterResponse: [refreshOn401],
  },
})

/** Any thrown value, as the `ApiError` the rest of the app handles. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) {
    const body = await readErrorBody(error.response)
    return apiErrorFromResponse(error.response, body, error.message)
  }
  if (error instanceof TimeoutError) return apiErrorFromNetworkFailure(error)
  if (error instanceof DOMException && error.name === 'AbortError') throw error
  return apiErrorFromNetworkFailure(error)
}

function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null)
      throw new TypeError(`Missing path parameter "${name}" for ${template}`)
    return encodeURIComponent(String(value))
  })
}

function toSearchParams(query: Record<string, unknown> | undefined): URLSearchParams | undefined {
  if (!query) return undefined
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.append(key, String(value))
  }
  return search
}

async function parseSuccess(response: Response): Promise<unknown> {
  // A 205 (logout, account deletion, some votes) has no body by definition; browsers drop it.
  if (response.status === 204 || response.status === 205) return null
  const text = await response.text()
  return text === '' ? null : (JSON.parse(text) as unknown)
}

interface LooseOptions {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
  signal?: AbortSignal
}

async function call(
  method: HttpMethod,
  path: string,
  options: LooseOptions = {},
): Promise<unknown> {
  const url = fillPath(path, options.params).replace(/^\//, '')
  try {
    const response = await api(url, {
      method,
      searchParams: toSearchParams(options.query),
      json: options.body,
      signal: options.signal,
    })
    return await parseSuccess(response)
  } catch (error) {
    throw await toApiError(error)
  }
}

type Answer<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = SuccessData<
  Operation<paths, P, M>
>

/** GET a path of the contract: `apiGet('/api/content/post/slug/{postSlug}', { params: { postSlug } })`. */
export function apiGet<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  ...[options]: RequestArgs<Operation<paths, P, 'get'>>
): Promise<Answer<'get', P>> {
  return call('get', path, options as LooseOptions | undefined) as Promise<Answer<'get', P>>
}

export function apiPost<P extends PathsWithMethod<paths, 'post'>>(
  path: P,
  ...[options]: RequestArgs<Operation<paths, P, 'post'>>
): Promise<Answer<'post', P>> {
  return call('post', path, options as LooseOptions | undefined) as Promise<Answer<'post', P>>
}

export function apiPut<P extends PathsWithMethod<paths, 'put'>>(
  path: P,
  ...[options]: RequestArgs<Operation<paths, P, 'put'>>
): Promise<Answer<'put', P>> {
  return call('put', path, options as LooseOptions | undefined) as Promise<Answer<'put', P>>
}

export function apiDelete<P extends PathsWithMethod<paths, 'delete'>>(
  path: P,
  ...[options]: RequestArgs<Operation<paths, P, 'delete'>>
): Promise<Answer<'delete', P>> {
  return call('delete', path, options as LooseOptions | undefined) as Promise<Answer<'delete', P>>
}
