import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'

type Schemas = components['schemas']

export type Group = Schemas['Group']
export type GroupCategory = Schemas['GroupCategory']
export type GroupSubcategory = Schemas['GroupSubcategory']
export type GroupCreateRequest = Schemas['GroupCreateRequest']
export type GroupUpdateRequest = Schemas['GroupUpdateRequest']
export type MembershipResult = Schemas['MembershipResult']

/**
 * Who is asking for a group (docs/behaviour.md#visitors-and-members): visitors read the public
 * path, signed-in members the auth path. The two answers are kept apart so a sign-in never shows
 * the visitor's copy as the member's.
 */
export type GroupAudience = 'visitor' | 'member'

export const groupKeys = {
  all: ['groups'] as const,
  categories: () => [...groupKeys.all, 'categories'] as const,
  details: () => [...groupKeys.all, 'detail'] as const,
  /** The member's copy sits under 'private', so it is forgotten when the session ends. */
  memberDetails: () => ['private', ...groupKeys.details()] as const,
  detail: (slug: string, audience: GroupAudience) =>
    audience === 'member'
      ? ([...groupKeys.memberDetails(), slug] as const)
      : ([...groupKeys.details(), slug] as const),
}

/** One factory per resource (README.md → Layout, "A query"): the loader and the components share these keys. */
export const groupQueries = {
  /**
   * `/api/interest/group/public/slug/{slug}` or `/auth/slug/{slug}` (openapi
   * `getPublicGroupBySlug`, `getGroupBySlug`).
   */
  detail: (slug: string, audience: GroupAudience) =>
    queryOptions({
      queryKey: groupKeys.detail(slug, audience),
      queryFn: ({ signal }) =>
        audience === 'member'
          ? apiGet('/api/interest/group/auth/slug/{slug}', { params: { slug }, signal })
          : apiGet('/api/interest/group/public/slug/{slug}', { params: { slug }, signal }),
    }),
  /**
   * `GET /api/interest/group/category` (openapi `listGroupCategories`, a plain array). Categories
   * change rarely: one fetch serves the dialog and every group page for the visit.
   */
  categories: () =>
    queryOptions({
      queryKey: groupKeys.categories(),
      queryFn: ({ signal }) => apiGet('/api/interest/group/category', { signal }),
      staleTime: 30 * 60_000,
    }),
}

/** Whether the member's joined groups (`groups` of openapi `Profile`) include this one. */
export function isGroupMember(
  joinedGroupIds: readonly number[] | null | undefined,
  groupId: number,
): boolean {
  return joinedGroupIds?.includes(groupId) ?? false
}

/** The names of a group's category and subcategories, as far as the categories know them. */
export function groupTopics(
  group: Pick<Group, 'category' | 'subcategory'>,
  categories: readonly GroupCategory[] | undefined,
): { category: string | null; subcategories: GroupSubcategory[] } {
  const category = categories?.find((c) => c.id === group.category)
  // Subcategory ids are looked up everywhere: a server may file one under another category.
  const all = categories?.flatMap((c) => c.subcategories) ?? []
  const wanted = new Set(group.subcategory)
  return {
    category: category?.name ?? null,
    subcategories: all.filter((s) => wanted.has(s.id)),
  }
}

/** A new member count on every cached copy of the group (either audience). */
export function setCachedMemberCount(
  queryClient: QueryClient,
  groupId: number,
  numMembers: number,
): void {
  const update = (group: Group | undefined) =>
    group && group.id === groupId ? { ...group, num_members: numMembers } : group
  queryClient.setQueriesData<Group>({ queryKey: groupKeys.details() }, update)
  queryClient.setQueriesData<Group>({ queryKey: groupKeys.memberDetails() }, update)
}
