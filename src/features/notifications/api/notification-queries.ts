import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'
import { nextPage } from '#lib/paging'

type Schemas = components['schemas']

export type Notification = Schemas['Notification']
export type NotificationPage = Schemas['NotificationPage']
export type NotificationDismissResult = Schemas['NotificationDismissResult']

/* The member's own inbox: under 'private', so signing out (or in as someone else) forgets it. */
export const notificationKeys = {
  all: ['private', 'notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
}

export const notificationQueries = {
  /** `GET api/notification?page` (openapi `listNotifications`): newest first, page by page. */
  list: () =>
    infiniteQueryOptions({
      queryKey: notificationKeys.lists(),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/notification', { query: { page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
}

/**
 * A dismissed notification leaves the list (docs/behaviour.md#notifications): every loaded page at
 * once.
 */
export function removeCachedNotification(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.lists(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.results.some((notification) => notification.id === id)
              ? {
                  ...page,
                  results: page.results.filter((notification) => notification.id !== id),
                  pagination: {
                    ...page.pagination,
                    total_objects: Math.max(0, page.pagination.total_objects - 1),
                  },
                }
              : page,
          ),
        }
      : data,
  )
}
