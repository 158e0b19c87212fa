import { HttpResponse, getResponse, http, type HttpResponseResolver } from 'msw'
import { apiHandlers } from '#mocks/handlers/api'
import { problem } from '#mocks/handlers/lib/errors'

/** `*\/api/*` also matches dev-server modules such as /src/lib/api/client.ts: only the API counts. */
export function isApiCall(request: Request): boolean {
  return new URL(request.url).pathname.startsWith('/api/')
}

/** A handler for every API call (any method); the resolver may fall through by returning nothing. */
export function everyApiCall(resolver: HttpResponseResolver) {
  return http.all('*/api/*', (info) => (isApiCall(info.request) ? resolver(info) : undefined))
}

export interface RequestChange {
  url?: (url: URL) => void
  headers?: (headers: Headers) => void
  /** Receives the parsed JSON body and returns the one to send. */
  body?: (body: Record<string, unknown>) => unknown
}

/**
 * Answers a request with the normal behaviour, optionally after changing it: a scenario that is
 * "the same call, but the token looks expired" says so by changing the request, not by
 * re-implementing the handler.
 */
export async function answerNormally(
  request: Request,
  change: RequestChange = {},
): Promise<Response> {
  const url = new URL(request.url)
  change.url?.(url)
  const headers = new Headers(request.headers)
  change.headers?.(headers)
  let body: string | undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.clone().text()
    body =
      change.body && text
        ? JSON.stringify(change.body(JSON.parse(text) as Record<string, unknown>))
        : text || undefined
    if (change.body) headers.delete('content-length')
  }
  const response = await getResponse(
    apiHandlers,
    new Request(url, { method: request.method, headers, body }),
  )
  return response ?? problem.notFound()
}

/** The normal answer, with its JSON body replaced by `change(body)` when the status is 200. */
export async function changeSuccessBody(
  request: Request,
  change: (body: unknown) => unknown,
): Promise<Response> {
  const response = await answerNormally(request)
  if (response.status !== 200) return response
  const body: unknown = await response.json()
  return HttpResponse.json(change(body) as Record<string, unknown>, { status: 200 })
}
