import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'
import { nextPage } from '#lib/paging'
import { nullWhen } from '#lib/api/errors'

type Schemas = components['schemas']

/** A member as other members see them (no e-mail, birth date, consents or permission groups). */
export type ProfileSummary = Schemas['ProfileSummary']
export type ProfilePage = Schemas['ProfilePage']
export type SavedBoard = Schemas['SavedBoard']

/*
 * Member-only data (docs/behaviour.md#visitors-and-members: profiles are for signed-in members, and
 * the search call needs a bearer token), so everything sits under 'private' and is forgotten when
 * the session changes.
 */
export const profileKeys = {
  all: ['private', 'profiles'] as const,
  lists: () => [...profileKeys.all, 'list'] as const,
  list: (query?: string) => [...profileKeys.lists(), query ? { query } : {}] as const,
  details: () => [...profileKeys.all, 'detail'] as const,
  detail: (profileId: number) => [...profileKeys.details(), profileId] as const,
}

/**
 * One member by id. The contract has no "get profile by id" call; the profile search takes
 * `profile`, which narrows the result to that member (openapi.yaml `searchProfiles`). An empty
 * answer or a 404 means there is no such member: that is `null`, a page of its own, not an error.
 * The result is still matched by id so a server that ignored the filter cannot show someone else.
 */
async function fetchProfile(
  profileId: number,
  signal: AbortSignal,
): Promise<ProfileSummary | null> {
  const page = await nullWhen(
    404,
    apiGet('/api/auth/profile/search', { query: { profile: profileId, page: 1 }, signal }),
  )
  return page?.results.find((profile) => profile.id === profileId) ?? null
}

/** One factory per resource (README.md → Layout, "A query"): loaders and components use the same keys. */
export const profileQueries = {
  /**
   * /profiles: `GET /api/auth/profile/search?page&query` (openapi `searchProfiles`), page by page.
   */
  list: (query?: string) =>
    infiniteQueryOptions({
      queryKey: profileKeys.list(query),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/auth/profile/search', {
          query: query ? { page: pageParam, query } : { page: pageParam },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** Another member's public profile (/profile/{profile_id}), or `null` when there is none. */
  detail: (profileId: number) =>
    queryOptions({
      queryKey: profileKeys.detail(profileId),
      queryFn: ({ signal }) => fetchProfile(profileId, signal),
    }),
}
