import { QueryClient } from '@tanstack/react-query'
import { PRIVATE_KEY, sessionKeys } from '#features/session/api/session-queries'
import { isApiError } from '#lib/api/errors'
import { readTokens } from '#lib/api/tokens'
import { staleTimeFor } from '#lib/paging'

/** At most two more tries for a read that failed on the network or the server's side. */
const MAX_READ_RETRIES = 2

/**
 * Retries live here and only here (the HTTP client never retries). A 4xx is an answer, not a
 * glitch: retrying it would only delay the error the member must see.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) return false
  return isApiError(error) && (error.isNetworkError || error.status >= 500)
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000)
}

/** Whether a session is stored (either token): a member's own data may be asked for. */
function hasStoredSession(): boolean {
  const { access, refresh } = readTokens()
  return access !== null || refresh !== null
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay,
        // 30 s, except for a list paged far into (staleTimeFor).
        staleTime: staleTimeFor(30_000),
      },
      // A repeated write could post a comment twice: mutations are never retried.
      mutations: { retry: false },
    },
  })
  // A member's own data (['private', …]) is asked for only while a session is stored. When one
  // ends (a sign-out here or in another tab, a refused refresh) its queries are removed while
  // their screen is still mounted for a moment; without this they would be asked for again with
  // no token, and the 401 would land in the console. The session profile answers "nobody" itself.
  queryClient.setQueryDefaults([PRIVATE_KEY], {
    enabled: (query) => query.queryKey[1] === sessionKeys.all[1] || hasStoredSession(),
  })
  return queryClient
}
