import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { components } from '../../../../openapi/schema.gen'
import { apiGet } from '../../../lib/api/client'

type Schemas = components['schemas']

export type Notification = Schemas['Notification']
export type NotificationPage = Schemas['NotificationPage']
export type NotificationDismissResult = Schemas['NotificationDismissResult']

/* The member's own inbox: under 'private', so signing out (or in as someone else) forgets it. */
export const notificationKeys = {
  all: ['private', 'notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
}

function nextPage(last: NotificationPage): number | undefined {
  return last.pagination.has_next ? last.pagination.current_page + 1 : undefined
}

export const notificationQueries = {
  /** Spec §7 `GET api/notification?page`: newest first, page by page. */
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
 * Every notification of the loaded pages once, in order: a notification that arrives while the
 * member reads pushes the next page down by one, which would repeat the last of this page.
 */
export function uniqueNotifications(
  data: InfiniteData<NotificationPage> | undefined,
): Notification[] {
  const seen = new Set<number>()
  const list: Notification[] = []
  for (const page of data?.pages ?? []) {
    for (const notification of page.results) {
      if (seen.has(notification.id)) continue
      seen.add(notification.id)
      list.push(notification)
    }
  }
  return list
}

/** Spec §4 "Notification dismissal removes it from the list": from every loaded page at once. */
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
