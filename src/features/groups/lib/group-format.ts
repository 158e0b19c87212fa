import { t } from '#i18n/en-community'
import { countFormat } from '#lib/formats'
import { onFirstUse } from '#lib/on-first-use'

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }),
)

/** "October 2023"; an unreadable date is shown as sent rather than as "Invalid Date". */
export function formatGroupDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date)
}

/** "1 member", "1,288 members". */
export function membersText(count: number): string {
  return count === 1
    ? t('group_members_count_one')
    : t('group_members_count', { count: countFormat().format(count) })
}
