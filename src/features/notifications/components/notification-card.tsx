import { useId } from 'react'
import { Avatar } from '#components/ui/avatar'
import { Button } from '#components/ui/button'
import { Card } from '#components/ui/card'
import { Icon, type IconName } from '#components/ui/icon'
import { ButtonLink, Link } from '#components/ui/link'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { t } from '#i18n/en-community'
import { useSubmitGuard } from '#lib/use-submit-guard'
import type { Notification, NotificationDismissResult } from '../api/notification-queries'
import { useDismissNotification } from '../api/use-dismiss-notification'
import { formatNotificationDate } from '../lib/notification-date'
import { notificationTarget } from '../lib/notification-target'
import * as styles from './notification-card.css'

/** A hint of what happened, on the sender's picture; unknown categories get the bell. */
const CATEGORY_ICON: Record<string, IconName> = {
  comment: 'comment',
  reply: 'comment',
  post_upvote: 'arrow-up',
  comment_upvote: 'arrow-up',
  group_join: 'user',
}

export interface NotificationCardProps {
  notification: Notification
  /** The server agreed: the card is already leaving the list. */
  onDismissed: (result: NotificationDismissResult) => void
  /** The server refused or could not be reached: the card stays. */
  onDismissFailed: (error: unknown) => void
}

/** Marks the Dismiss button, so the list can move focus to it when a neighbour goes. */
export const DISMISS_BUTTON_ATTRIBUTE = 'data-notification-dismiss'

/**
 * One notification (docs/behaviour.md#notifications): who, what (a link to it), when, View in a new
 * tab and Dismiss. Everything from data is text; the address goes through the allow-list, and a
 * refused one leaves the label as plain text and no View button.
 */
export function NotificationCard({
  notification,
  onDismissed,
  onDismissFailed,
}: NotificationCardProps) {
  const titleId = useId()
  const dismiss = useDismissNotification()
  const { isSubmitting, guard } = useSubmitGuard()
  const target = notificationTarget(notification.url)
  const date = formatNotificationDate(notification.created_date)
  const sender = notification.sender_ref
  const [kind, label] = notification.category

  function onDismiss() {
    // The guard holds a double click's second press before React has re-rendered the button
    // as busy: one press, one request.
    void guard(async () => {
      try {
        onDismissed(await dismiss.mutateAsync(notification.id))
      } catch (error) {
        onDismissFailed(error)
      }
    })
  }

  return (
    <Card as="article" padding="none" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.picture}>
        <Avatar src={notification.sender_pic} alt="" size="md" />
        <span className={styles.kind} aria-hidden="true">
          <Icon name={CATEGORY_ICON[kind] ?? 'bell'} size={12} />
        </span>
      </div>

      <div className={styles.body}>
        <h2 id={titleId} className={styles.summary}>
          <span className={styles.sender}>{sender}</span>{' '}
          {target?.kind === 'app' ? (
            // `href` carries the whole address (path, search and hash) and the router builds the
            // link from it; `to` is ignored then, but the router's types still ask for one.
            <Link to="." href={target.href} variant="plain" className={styles.action}>
              {label}
            </Link>
          ) : target?.kind === 'external' ? (
            <Link
              to={target.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="plain"
              className={styles.action}
            >
              {label} <VisuallyHidden>{t('ui_opens_in_new_tab')}</VisuallyHidden>
            </Link>
          ) : (
            <span className={styles.actionText}>{label}</span>
          )}
        </h2>
        <p className={styles.meta}>
          <time dateTime={notification.created_date} title={date.title}>
            {date.text}
          </time>
        </p>
      </div>

      <div className={styles.buttons}>
        {target && (
          <ButtonLink
            {...(target.kind === 'app' ? { to: '.', href: target.href } : { to: target.href })}
            target="_blank"
            rel="noopener noreferrer"
            variant="secondary"
            size="sm"
            aria-label={t('notification_view_label', { sender })}
          >
            <Icon name="external" size={16} />
            {t('notification_view')}
          </ButtonLink>
        )}
        <Button
          {...{ [DISMISS_BUTTON_ATTRIBUTE]: '' }}
          variant="ghost"
          size="sm"
          className={styles.dismiss}
          aria-label={t('notification_dismiss_label', { sender })}
          isPending={isSubmitting}
          onPress={onDismiss}
        >
          <Icon name="close" size={16} />
          {t('notification_dismiss')}
        </Button>
      </div>
    </Card>
  )
}
