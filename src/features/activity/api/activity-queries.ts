import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'
import { nullWhen } from '#lib/api/errors'
import { nextPage, uniqueById } from '#lib/paging'

type Schemas = components['schemas']
export type LogEntry = Schemas['LogEntry']
export type LogEntryPage = Schemas['LogEntryPage']
export type ReviewerInsights = Schemas['ReviewerInsights']

/** A closed range of ISO dates (`2026-10-01`), both ends included (openapi `DateRangeQuery`). */
export interface DateRange {
  start: string
  end: string
}

/** The member's own log and insights: private, forgotten when the session ends. */
export const activityKeys = {
  all: ['private', 'activity'] as const,
  logs: () => [...activityKeys.all, 'log'] as const,
  log: (range: DateRange | undefined) =>
    [...activityKeys.logs(), range ? { start: range.start, end: range.end } : {}] as const,
  insights: () => [...activityKeys.all, 'insights'] as const,
}

export const activityQueries = {
  /** `GET api/log?page&dateRange` (openapi `listLogEntries`). */
  log: (range: DateRange | undefined) =>
    infiniteQueryOptions({
      queryKey: activityKeys.log(range),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/log', {
          query: range
            ? { page: pageParam, dateRange: `${range.start},${range.end}` }
            : { page: pageParam },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /**
   * `GET api/log/insights/reviewer/overview` (openapi `getReviewerInsightsOverview`). Who may read
   * it is the server's call (docs/behaviour.md#logs-and-integrations): a 403 is an answer, kept
   * as `null` ("not available for your account") like any other data, so it is asked for once
   * per visit rather than again by every mount and refocus that would refetch a failed query.
   */
  insights: () =>
    queryOptions({
      queryKey: activityKeys.insights(),
      queryFn: ({ signal }) =>
        nullWhen(403, apiGet('/api/log/insights/reviewer/overview', { signal })),
      staleTime: 5 * 60_000,
    }),
}

/** Every entry once, in order, however the pages overlap. */
export function uniqueEntries(data: InfiniteData<LogEntryPage> | undefined): LogEntry[] {
  return uniqueById<LogEntry>(data)
}
