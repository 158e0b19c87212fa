import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import {
  notificationQueries,
  type NotificationDismissResult,
} from '#features/notifications/api/notification-queries'
import {
  NotificationList,
  NotificationsSkeleton,
} from '#features/notifications/components/notification-list'
import { sessionKeys } from '#features/session/api/session-queries'
import type { Profile } from '#features/session/lib/groups'
import { t } from '#i18n/en-content'

export const Route = createFileRoute('/_consumers/notifications')({
  // Prefetch, not ensure: a first page that fails is shown by the inbox itself (its message and
  // "Try again"), not by the generic error page. The list reads the same factory.
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(notificationQueries.list()),
  staticData: { titleKey: 'page_notifications_title' },
  component: NotificationsPage,
  pendingComponent: NotificationsPending,
})

function NotificationsPending() {
  return (
    <PageFrame width="reading" title={t('page_notifications_title')}>
      <NotificationsSkeleton />
    </PageFrame>
  )
}

function NotificationsPage() {
  const queryClient = useQueryClient()
  // The menu's unread badge reads the session profile's `num_notifications`
  // (docs/behaviour.md#notifications): the dismissal answers with the new count, so the badge
  // follows without a profile refetch.
  const onDismissed = useCallback(
    ({ num_notifications }: NotificationDismissResult) => {
      queryClient.setQueryData<Profile | null>(sessionKeys.profile(), (profile) =>
        profile ? { ...profile, num_notifications } : profile,
      )
    },
    [queryClient],
  )
  return (
    <PageFrame width="reading" title={t('page_notifications_title')}>
      <NotificationList onDismissed={onDismissed} />
    </PageFrame>
  )
}
