import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPut } from '#lib/api/client'
import { notificationKeys, removeCachedNotification } from './notification-queries'

export const notificationMutationKeys = {
  dismiss: () => ['notifications', 'dismiss'] as const,
}

/**
 * PUT /api/notification `{ id }` (openapi `dismissNotification`: 200 with the new unread count).
 * Not optimistic: on a failure the card must simply stay (with notification_dismiss_error,
 * docs/behaviour.md#notifications), so it leaves the list only once the server agrees.
 */
export function useDismissNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: notificationMutationKeys.dismiss(),
    mutationFn: (id: number) => apiPut('/api/notification', { body: { id } }),
    onSuccess: (result) => {
      removeCachedNotification(queryClient, result.id)
      // Pages are counted on the server: with one gone, the first notification of the next page
      // slides up into this one, and "Load more" would skip it. Refetching the loaded pages in
      // the background keeps them aligned; not awaited, so the card leaves at once.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() })
    },
  })
}
