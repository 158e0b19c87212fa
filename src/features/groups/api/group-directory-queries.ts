import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'
import { nextPage, uniqueById } from '#lib/paging'
import type { Group } from './group-queries'

export type GroupPage = components['schemas']['GroupPage']

/** Which list of groups: the directory's search, the top groups, or the groups a member joined. */
export type GroupListFilters = { top: true } | { query: string } | { profileId: number }

/*
 * Lists of groups sit under ['groups', 'list', filters], beside the group details
 * (['groups', 'detail', …]), so "every list of groups" is one prefix for the cache rules below.
 * Public data: anyone may browse groups (docs/behaviour.md#visitors-and-members).
 */
export const groupListKeys = {
  lists: () => ['groups', 'list'] as const,
  list: (filters: GroupListFilters) => [...groupListKeys.lists(), filters] as const,
}

/** One factory for the lists of groups (README.md → Layout, "A query"): loaders, components and cache rules share it. */
export const groupListQueries = {
  /**
   * `GET /api/interest/group/top?page` (openapi `listTopGroups`): the directory before anything is
   * typed.
   */
  top: () =>
    infiniteQueryOptions({
      queryKey: groupListKeys.list({ top: true }),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/interest/group/top', { query: { page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** `GET /api/interest/group/search?page&query` (openapi `searchGroups`). */
  search: (query: string) =>
    infiniteQueryOptions({
      queryKey: groupListKeys.list({ query }),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/interest/group/search', { query: { page: pageParam, query }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** The groups a member joined: the same search narrowed by `profile` (openapi `searchGroups`). */
  byProfile: (profileId: number) =>
    infiniteQueryOptions({
      queryKey: groupListKeys.list({ profileId }),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/interest/group/search', {
          query: { page: pageParam, profile: profileId },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** The directory shows the top groups until something is searched. */
  directory: (query: string | undefined) =>
    query ? groupListQueries.search(query) : groupListQueries.top(),
}

/** Every group of an infinite list once, in order, however the pages overlap. */
export function uniqueGroups(data: InfiniteData<GroupPage> | undefined): Group[] {
  return uniqueById<Group>(data)
}

/**
 * The directory's category and subcategory filter. The search call has no category parameter
 * (openapi `searchGroups`), so the filter applies to the groups loaded so far; the directory
 * loads further pages while a filter leaves a page short
 * (README.md → Decisions, "Group directory").
 */
export function matchesTopic(
  group: Pick<Group, 'category' | 'subcategory'>,
  category: number | undefined,
  subcategory: number | undefined,
): boolean {
  if (category !== undefined && group.category !== category) return false
  if (subcategory !== undefined && !group.subcategory.includes(subcategory)) return false
  return true
}

function mapListedGroups(queryClient: QueryClient, change: (groups: Group[]) => Group[]): void {
  queryClient.setQueriesData<InfiniteData<GroupPage>>(
    { queryKey: groupListKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, results: change(page.results) })),
      },
  )
}

/**
 * After a join or leave: the new member count on every listed copy of the group, and the
 * member's own "groups" lists fetched again (the group joins or leaves them).
 */
export function applyMembershipToLists(
  queryClient: QueryClient,
  groupId: number,
  numMembers: number,
): void {
  mapListedGroups(queryClient, (groups) =>
    groups.map((group) => (group.id === groupId ? { ...group, num_members: numMembers } : group)),
  )
  void queryClient.invalidateQueries({
    queryKey: groupListKeys.lists(),
    predicate: (query) => {
      const filters = query.queryKey[2] as GroupListFilters | undefined
      return filters !== undefined && 'profileId' in filters
    },
  })
}
