import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPut } from '#lib/api/client'
import { applyMembershipToLists } from './group-directory-queries'
import { setCachedMemberCount } from './group-queries'

export const groupMutationKeys = {
  membership: () => ['groups', 'membership'] as const,
  create: () => ['groups', 'create'] as const,
}

/**
 * PUT /api/interest/group/membership `{ id }` (openapi `toggleGroupMembership`): joins, or leaves
 * when already a member. Not optimistic: the answer says which it was, with the new member count
 * (put on the group here) and the member's joined groups (handed to the caller, who owns the
 * session profile).
 */
export function useGroupMembership() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: groupMutationKeys.membership(),
    mutationFn: (id: number) => apiPut('/api/interest/group/membership', { body: { id } }),
    onSuccess: (result) => {
      setCachedMemberCount(queryClient, result.id, result.num_members)
      applyMembershipToLists(queryClient, result.id, result.num_members)
    },
  })
}
