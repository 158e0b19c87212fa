import { useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { parseDate, type CalendarDate } from '@internationalized/date'
import { Button } from '#components/ui/button'
import { Card } from '#components/ui/card'
import { DateRangePicker } from '#components/ui/date-range-picker'
import { Icon, type IconName } from '#components/ui/icon'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '#components/ui/list-states'
import { Loader } from '#components/ui/loader'
import { t } from '#i18n/en-community'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { safeUrl } from '#lib/safe-url'
import {
  activityQueries,
  uniqueEntries,
  type DateRange,
  type LogEntry,
} from '../api/activity-queries'
import * as styles from './activity.css'
import { onFirstUse } from '#lib/on-first-use'

export interface ActivityLogProps {
  range: DateRange | undefined
  /** The range the member picked (undefined: all dates). The route keeps it in the URL. */
  onRangeChange: (range: DateRange | undefined) => void
}

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
)

function formatWhen(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date)
}

function iconFor(category: string): IconName {
  if (category.startsWith('post')) return 'film'
  if (category.startsWith('comment')) return 'comment'
  if (category.includes('vote')) return 'arrow-up'
  if (category.includes('group')) return 'users'
  if (category.includes('board')) return 'bookmark'
  if (category.includes('login') || category.includes('auth')) return 'user'
  return 'list'
}

type CalendarRange = { start: CalendarDate; end: CalendarDate }

function toCalendar(range: DateRange | undefined): CalendarRange | null {
  if (!range) return null
  try {
    return { start: parseDate(range.start), end: parseDate(range.end) }
  } catch {
    return null
  }
}

/**
 * A range worth asking the server for: both years typed out (a year is typed digit by digit, so
 * "2" is year 0002 on the way to 2026) and the start not after the end.
 */
function isFinished(value: CalendarRange): boolean {
  return value.start.year >= 1000 && value.end.year >= 1000 && value.start.compare(value.end) <= 0
}

/**
 * The picker's own value while it is typed: only a finished range goes to the URL, and a range
 * changed from outside (cleared, back and forward) replaces the draft.
 */
function useDraftRange(
  range: DateRange | undefined,
  onRangeChange: (range: DateRange | undefined) => void,
) {
  const [draft, setDraft] = useState(() => toCalendar(range))
  const [shown, setShown] = useState(range)
  if (shown?.start !== range?.start || shown?.end !== range?.end) {
    setShown(range)
    setDraft(toCalendar(range))
  }
  function change(value: CalendarRange | null) {
    setDraft(value)
    if (value === null) onRangeChange(undefined)
    else if (isFinished(value))
      onRangeChange({ start: value.start.toString(), end: value.end.toString() })
  }
  return [draft, change] as const
}

/**
 * The activity log (docs/behaviour.md#logs-and-integrations): newest first,
 * narrowed by a date range, page by page with "Load more".
 */
export function ActivityLog({ range, onRangeChange }: ActivityLogProps) {
  const log = useInfiniteQuery(activityQueries.log(range))
  const [draft, setDraftRange] = useDraftRange(range, onRangeChange)

  return (
    <section className={styles.section} aria-labelledby="activity-log-title">
      <div className={styles.sectionHead}>
        <h2 id="activity-log-title" className={styles.sectionTitle}>
          {t('activity_log_title')}
        </h2>
        <div className={styles.rangeRow}>
          <DateRangePicker<CalendarDate>
            label={t('activity_range_label')}
            value={draft}
            onChange={setDraftRange}
          />
          {range && (
            <Button variant="ghost" onPress={() => onRangeChange(undefined)}>
              <Icon name="close" size={18} />
              {t('activity_range_clear')}
            </Button>
          )}
        </div>
      </div>

      {log.isPending ? (
        <Loader block label={t('activity_loading')} />
      ) : log.isError && !log.data ? (
        <ListErrorState
          icon="alert"
          message={t('activity_error')}
          retryLabel={t('feed_retry')}
          onRetry={() => void log.refetch()}
        />
      ) : (
        <EntryList
          entries={uniqueEntries(log.data)}
          hasRange={range !== undefined}
          footer={
            <LoadMoreFooter
              pages={log}
              loadMoreLabel={t('feed_load_more')}
              retryLabel={t('feed_retry')}
              errorMessage={t('activity_error')}
              endText={t('activity_end')}
            />
          }
        />
      )}
    </section>
  )
}

function EntryList({
  entries,
  hasRange,
  footer,
}: {
  entries: LogEntry[]
  hasRange: boolean
  footer: React.ReactNode
}) {
  if (entries.length === 0) {
    return (
      <ListEmptyState icon="calendar" iconBadge title={t('activity_empty_title')}>
        {hasRange ? t('activity_empty_text') : t('activity_empty_all_text')}
      </ListEmptyState>
    )
  }
  return (
    <>
      <Card as="div" padding="none">
        <ol className={styles.entries}>
          {entries.map((entry) => {
            const url = safeUrl(entry.url)
            return (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.entryIcon}>
                  <Icon name={iconFor(entry.category)} size={18} />
                </span>
                <div className={styles.entryBody}>
                  <p className={styles.entryMessage}>{entry.message}</p>
                  <p className={styles.entryMeta}>
                    <time dateTime={entry.created_date}>{formatWhen(entry.created_date)}</time>
                    {url && (
                      <>
                        {' · '}
                        <a href={url} className={styles.entryLink}>
                          {t('activity_open')}
                          <VisuallyHidden>: {entry.message}</VisuallyHidden>
                        </a>
                      </>
                    )}
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      </Card>
      {footer}
    </>
  )
}
