/**
 * The answers index.html's script asked for before the app's code arrived
 * (src/app/early-requests.ts), taken over by the client: each once, by a GET to the same URL
 * without a bearer token, and only while fresh. A request that failed on its way is asked again.
 */

/** What the script leaves behind: per absolute URL, when it was asked (ms) and its answer. */
export type EarlyResponses = Record<string, { at: number; response: Promise<Response> }>

/** How long after it was asked an early answer may still stand for a request of the app's. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000

/** Where the script leaves them: `window[EARLY_RESPONSES_KEY]`. */
export const EARLY_RESPONSES_KEY = '__filmWaffleEarlyResponses'

function earlyResponses(): EarlyResponses | undefined {
  return (globalThis as { [EARLY_RESPONSES_KEY]?: EarlyResponses })[EARLY_RESPONSES_KEY]
}

/** The early answer for `request`, if one is waiting; it is handed out once. */
export async function takeEarlyResponse(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return undefined
  const waiting = earlyResponses()
  const early = waiting?.[request.url]
  if (!waiting || !early) return undefined
  delete waiting[request.url]
  if (performance.now() - early.at > EARLY_RESPONSE_MAX_AGE_MS) return undefined
  try {
    return await early.response
  } catch {
    // Offline or refused while the page loaded: the client asks again and reports what it gets.
    return undefined
  }
}
