import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '#lib/api/errors'

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay,
        staleTime: 30_000,
      },
      // A repeated write could post a comment twice: mutations are never retried.
      mutations: { retry: false },
    },
  })
}
