import { shortDateFormat } from '#lib/formats'
import { onFirstUse } from '#lib/on-first-use'
const DAY = 86_400_000
const RECENT_DAYS = 7

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }))
const full = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }),
)

export interface NotificationDate {
  /** What the card shows: "5 minutes ago", "yesterday", or "12 Mar 2026" past a week. */
  text: string
  /** The whole date and time, for a tooltip. */
  title: string
}

/**
 * An inbox reads best in relative time while a notification is fresh; older ones (and any date
 * ahead of this device's clock, which a skewed clock can produce) show the calendar date. A value
 * that is not a date is shown as sent, never hidden.
 */
export function formatNotificationDate(iso: string, now: Date = new Date()): NotificationDate {
  const date = new Date(iso)
  const time = date.getTime()
  if (Number.isNaN(time)) return { text: iso, title: iso }
  const title = full().format(date)
  const elapsed = now.getTime() - time
  if (elapsed < 0 || elapsed >= RECENT_DAYS * DAY)
    return { text: shortDateFormat().format(date), title }

  const minutes = Math.floor(elapsed / 60_000)
  if (minutes < 1) return { text: relative().format(0, 'second'), title }
  if (minutes < 60) return { text: relative().format(-minutes, 'minute'), title }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { text: relative().format(-hours, 'hour'), title }
  return { text: relative().format(-Math.floor(hours / 24), 'day'), title }
}
