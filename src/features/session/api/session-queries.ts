import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiGet, refreshAccessToken } from '#lib/api/client'
import { isApiError } from '#lib/api/errors'
import { endSession, readTokens } from '#lib/api/tokens'
import type { Profile } from '../lib/groups'

/*
 * The query-key pattern every feature follows (one factory object per resource, used alike by
 * route loaders, components, prefetching and invalidation):
 *
 *   [area, kind, ...args]              public data, the same for every visitor
 *                                      e.g. ['posts', 'list', { feed: 'top', query }], ['boards', 'detail', slug]
 *   ['private', area, kind, ...args]   data that belongs to the signed-in member
 *                                      e.g. ['private', 'session', 'profile'], ['private', 'notifications', 'list']
 *
 * When a session starts or ends, `resetMemberData` removes everything under ['private'] and marks
 * the public rest stale, because public answers can still carry viewer-specific fields
 * (`votes.has_upvoted`, saved boards) that must be fetched again for the new viewer.
 */
export const PRIVATE_KEY = 'private'

export const sessionKeys = {
  all: [PRIVATE_KEY, 'session'] as const,
  profile: () => [...sessionKeys.all, 'profile'] as const,
}

/** Mutation keys, so any screen can tell that a sign-in or sign-out is in flight. */
export const sessionMutationKeys = {
  all: ['session'] as const,
  login: () => [...sessionMutationKeys.all, 'login'] as const,
  logout: () => [...sessionMutationKeys.all, 'logout'] as const,
}

/**
 * The signed-in member, or `null` for a visitor. The fetch tries the access token and otherwise
 * refreshes through the refresh token (the client's 401 hook does that for us;
 * docs/behaviour.md#sessions-and-tokens).
 */
async function fetchProfile({ signal }: { signal: AbortSignal }): Promise<Profile | null> {
  const stored = readTokens()
  if (stored.access === null && stored.refresh === null) return null
  if (stored.access === null && (await refreshAccessToken(null)) === null) return null
  try {
    return await apiGet('/api/auth', { signal })
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error
    // Still refused after a refresh: the account is gone or the tokens are bad. Sign out for good.
    if (readTokens().access !== null) endSession('refresh-failed')
    return null
  }
}

export const sessionQueries = {
  profile: () =>
    queryOptions({
      queryKey: sessionKeys.profile(),
      queryFn: fetchProfile,
      // The header badge (`num_notifications`) is the only fast-moving field; a minute is enough.
      staleTime: 60_000,
    }),
}

/**
 * Forgets everything the previous viewer saw: private queries go and public queries are
 * refetched for the new viewer. The profile becomes "nobody" when no session is stored, and is
 * loaded again when one is (a sign-in here or in another tab). Used on sign-in, sign-out and
 * when a session ends on its own.
 */
export async function resetMemberData(queryClient: QueryClient): Promise<void> {
  // Removed, not cancelled: a guard may be awaiting the profile load that noticed the session end,
  // and a cancelled load would reach it as an error instead of "nobody is signed in".
  queryClient.removeQueries({ queryKey: [PRIVATE_KEY] })
  const { access, refresh } = readTokens()
  if (access === null && refresh === null) queryClient.setQueryData(sessionKeys.profile(), null)
  else void queryClient.prefetchQuery(sessionQueries.profile())
  // Not awaited: the refetches run in the background while the screen moves on.
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== PRIVATE_KEY })
}
