import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { apiGet } from '#lib/api/client'
import { parsePositiveInt } from '#lib/search-params'
import { RoutePending } from './-components/route-pending'

/**
 * A group by id: posts name their group as `[id, name]` (openapi `GroupPair`), without its slug,
 * so a post card links here and this route finds the slug through the group search's `id`
 * filter, then replaces itself with /group/{slug}. An unknown id is the not-found page.
 */
export const Route = createFileRoute('/group/id/$groupId')({
  loader: async ({ params }) => {
    const id = parsePositiveInt(params.groupId)
    if (id === undefined) throw notFound()
    const page = await apiGet('/api/interest/group/search', { query: { id, page: 1 } })
    const group = page.results.find((g) => g.id === id)
    if (!group) throw notFound()
    throw redirect({ to: '/group/$groupSlug', params: { groupSlug: group.slug }, replace: true })
  },
  pendingComponent: RoutePending,
})
