import { useCallback, useRef, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '#components/ui/list-states'
import { Loader, Skeleton } from '#components/ui/loader'
import { t } from '#i18n/en-community'
import { useAlertActions } from '#lib/alerts'
import { uniqueById } from '#lib/paging'
import { notificationQueries, type NotificationDismissResult } from '../api/notification-queries'
import { DISMISS_BUTTON_ATTRIBUTE, NotificationCard } from './notification-card'
import * as styles from './notification-list.css'

export interface NotificationListProps {
  /**
   * After the server has dismissed one, with the member's new unread count: the route keeps the
   * menu's badge in step (this feature knows nothing of the session).
   */
  onDismissed?: (result: NotificationDismissResult) => void
}

/** Card shapes while page 1 loads, announced once. Also the route's pending view. */
export function NotificationsSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <Loader label={t('notifications_loading')} className={styles.loader} />
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
          <div className={styles.skeletonText}>
            <Skeleton width="75%" height="1rem" />
            <Skeleton width="30%" height="0.75rem" />
          </div>
        </div>
      ))}
    </div>
  )
}

/**
 * The member's notifications (docs/behaviour.md#notifications): newest first, "Load more" while
 * another page exists, Dismiss on each card (it leaves the list) with the catalogue's notices.
 */
export function NotificationList({ onDismissed }: NotificationListProps) {
  // A first page that failed in the route's loader is shown as failed, with "Try again", rather
  // than silently retried all over again on mount.
  const notifications = useInfiniteQuery({ ...notificationQueries.list(), retryOnMount: false })
  const { push } = useAlertActions()
  const listRef = useRef<HTMLOListElement>(null)
  const emptyRef = useRef<HTMLHeadingElement>(null)
  const items = useRef(new Map<number, HTMLLIElement>())
  // Set when the last card goes: the empty state takes focus as it appears.
  const focusEmptyOnMount = useRef(false)
  // Dismissed here: the card leaves with this render. The cache drops it too, but reaches the list
  // a task later, and a double click's second press found the card (and took focus back to it).
  const [dismissedIds, setDismissedIds] = useState<ReadonlySet<number>>(() => new Set())
  const list = uniqueById(notifications.data).filter(({ id }) => !dismissedIds.has(id))
  const hasNextPage = notifications.hasNextPage

  const registerItem = useCallback(
    (id: number) => (element: HTMLLIElement | null) => {
      if (element) items.current.set(id, element)
      else items.current.delete(id)
    },
    [],
  )

  const registerEmpty = useCallback((element: HTMLHeadingElement | null) => {
    emptyRef.current = element
    if (element && focusEmptyOnMount.current) {
      focusEmptyOnMount.current = false
      element.focus()
    }
  }, [])

  /**
   * A dismissed card takes its Dismiss button with it: focus goes to the card that takes its
   * place (or the one before, at the end), else the list or the empty state. Only when focus
   * was on that card or lost with it: a member who has moved on keeps their place. The card may
   * already be gone (the cache and the answer reach React in either order), so its position
   * when pressed stands in for it.
   */
  const focusAfterDismiss = useCallback(
    (id: number, index: number) => {
      const card = items.current.get(id)
      const active = document.activeElement
      if (active && active !== document.body && !card?.contains(active)) return
      const rows = [...(listRef.current?.children ?? [])]
      const position = card ? rows.indexOf(card) : index
      const remaining = rows.filter((row) => row !== card)
      const next = remaining[Math.min(position, remaining.length - 1)]
      const button = next?.querySelector<HTMLElement>(`[${DISMISS_BUTTON_ATTRIBUTE}]`)
      if (button) button.focus()
      else if (emptyRef.current) emptyRef.current.focus()
      else if (hasNextPage && listRef.current) listRef.current.focus()
      else focusEmptyOnMount.current = true
    },
    [hasNextPage],
  )

  if (notifications.isPending) return <NotificationsSkeleton />

  if (notifications.isError && !notifications.data) {
    return (
      <ListErrorState
        icon="alert"
        message={t('notifications_error')}
        retryLabel={t('notifications_retry')}
        onRetry={() => void notifications.refetch()}
      />
    )
  }

  if (list.length === 0 && !hasNextPage) {
    return (
      <ListEmptyState
        icon="bell"
        iconBadge
        title={t('notifications_empty_title')}
        headingRef={registerEmpty}
      >
        {t('notifications_empty_text')}
      </ListEmptyState>
    )
  }

  return (
    <>
      <ol
        ref={listRef}
        tabIndex={-1}
        className={styles.list}
        aria-label={t('notifications_list_label')}
      >
        {list.map((notification, index) => (
          <li key={notification.id} ref={registerItem(notification.id)} className={styles.item}>
            <NotificationCard
              notification={notification}
              onDismissed={(result) => {
                push({ message: t('notification_dismissed'), status: 'success' })
                focusAfterDismiss(notification.id, index)
                setDismissedIds((ids) => new Set(ids).add(notification.id))
                onDismissed?.(result)
              }}
              onDismissFailed={() =>
                push({ message: t('notification_dismiss_error'), status: 'warning' })
              }
            />
          </li>
        ))}
      </ol>
      <LoadMoreFooter
        pages={notifications}
        // Busy during any fetch: after a dismissal the loaded pages are refetched, and the next
        // page must be asked for only once they line up again with the server's.
        isBusy={notifications.isFetching}
        loadMoreLabel={t('notifications_load_more')}
        retryLabel={t('notifications_retry')}
        errorMessage={t('notifications_error')}
        endText={t('notifications_end')}
      />
    </>
  )
}
