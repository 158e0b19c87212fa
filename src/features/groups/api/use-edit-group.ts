import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { apiDelete, apiPut } from '#lib/api/client'
import { groupKeys, type Group, type GroupUpdateRequest } from './group-queries'

export const groupEditMutationKeys = {
  update: () => ['groups', 'update'] as const,
  remove: () => ['groups', 'delete'] as const,
}

interface GroupPages {
  pages: { results: Group[] }[]
}

function isGroupPages(data: unknown): data is GroupPages {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { pages?: unknown }).pages) &&
    (data as GroupPages).pages.every((page) => Array.isArray(page.results))
  )
}

function isGroup(data: unknown): data is Group {
  return typeof data === 'object' && data !== null && typeof (data as Group).id === 'number'
}

/**
 * Every cached query that holds groups: each copy of a group's page (visitor and member) and
 * every list of groups (the directory, a member's groups), which all sit under ['groups'].
 */
function groupQueriesOf(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache()
  return [
    ...cache.findAll({ queryKey: groupKeys.all }),
    ...cache.findAll({ queryKey: groupKeys.memberDetails() }),
  ]
}

/**
 * An edited group replaces its copies wherever they are shown (docs/behaviour.md#groups): its
 * page for either audience, and every list of groups. A detail cached under a slug the edit
 * changed is left to its own page's next visit (the answer names the new slug).
 */
export function replaceCachedGroup(queryClient: QueryClient, updated: Group): void {
  for (const query of groupQueriesOf(queryClient)) {
    const data: unknown = query.state.data
    if (isGroupPages(data)) {
      queryClient.setQueryData<GroupPages>(query.queryKey, {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((group) => (group.id === updated.id ? updated : group)),
        })),
      })
    } else if (isGroup(data) && data.id === updated.id) {
      queryClient.setQueryData<Group>(query.queryKey, updated)
    }
  }
}

/**
 * Forgets a cached query once nothing shows it. The deleted group's own page is still on screen
 * when the answer arrives: removing its copy there would make the page fetch it again (a 404 and
 * an error screen flashing before the page moves on), so that copy goes when the page does.
 */
function removeWhenUnused(queryClient: QueryClient, query: Query): void {
  const remove = () => queryClient.removeQueries({ queryKey: query.queryKey, exact: true })
  if (query.getObserversCount() === 0) {
    remove()
    return
  }
  const cache = queryClient.getQueryCache()
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || event.type !== 'observerRemoved') return
    if (query.getObserversCount() > 0) return
    unsubscribe()
    remove()
  })
}

/**
 * A deleted group leaves every list at once, and its page's copies are forgotten so nothing
 * shows it again from the cache.
 */
export function removeCachedGroup(queryClient: QueryClient, groupId: number): void {
  for (const query of groupQueriesOf(queryClient)) {
    const data: unknown = query.state.data
    if (isGroupPages(data)) {
      queryClient.setQueryData<GroupPages>(query.queryKey, {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.filter((group) => group.id !== groupId),
        })),
      })
    } else if (isGroup(data) && data.id === groupId) {
      removeWhenUnused(queryClient, query)
    }
  }
}

/**
 * PUT /api/interest/group (openapi `updateGroup`: administrators only, status "A" sent on edit,
 * answers the updated group), which then replaces every cached copy.
 */
export function useUpdateGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: groupEditMutationKeys.update(),
    mutationFn: (body: GroupUpdateRequest) => apiPut('/api/interest/group', { body }),
    onSuccess: (group) => replaceCachedGroup(queryClient, group),
  })
}

/** DELETE /api/interest/group `{ id }` (openapi `deleteGroup`: administrators only). */
export function useDeleteGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: groupEditMutationKeys.remove(),
    mutationFn: (id: number) => apiDelete('/api/interest/group', { body: { id } }),
    onSuccess: (_result, id) => removeCachedGroup(queryClient, id),
  })
}
