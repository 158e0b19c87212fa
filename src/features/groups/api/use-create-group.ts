import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPost } from '#lib/api/client'
import { groupKeys, type GroupCreateRequest } from './group-queries'
import { groupMutationKeys } from './use-group-membership'

/**
 * POST /api/interest/group (openapi `createGroup`: 201 with the group and its `slug`). The new
 * group's page is where the member goes next, so its member copy is cached at once.
 */
export function useCreateGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: groupMutationKeys.create(),
    mutationFn: (body: GroupCreateRequest) => apiPost('/api/interest/group', { body }),
    onSuccess: (group) => queryClient.setQueryData(groupKeys.detail(group.slug, 'member'), group),
  })
}
