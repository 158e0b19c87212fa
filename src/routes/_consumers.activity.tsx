import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { activityQueries, type DateRange } from '#features/activity/api/activity-queries'
import { ActivityOverview } from '#features/activity/components/activity-overview'
import { parseDateRange } from '#features/activity/lib/date-range'
import { t } from '#i18n/en-content'

interface ActivitySearch {
  from?: string
  to?: string
}

/** Never throws: a half, malformed or reversed range is dropped and the whole log shows. */
function validateActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const range = parseDateRange(search.from, search.to)
  return range ? { from: range.start, to: range.end } : {}
}

function rangeOf(search: ActivitySearch): DateRange | undefined {
  return search.from && search.to ? { start: search.from, end: search.to } : undefined
}

export const Route = createFileRoute('/_consumers/activity')({
  validateSearch: validateActivitySearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  // Prefetched, not ensured: each panel shows its own failure (and a 403 for the insights).
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(activityQueries.insights())
    await context.queryClient.prefetchInfiniteQuery(activityQueries.log(rangeOf(deps)))
  },
  staticData: { titleKey: 'page_activity_title' },
  component: ActivityPage,
})

function ActivityPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <PageFrame title={t('page_activity_title')}>
      <ActivityOverview
        range={rangeOf(search)}
        onRangeChange={(range) =>
          void navigate({
            search: range ? { from: range.start, to: range.end } : {},
            replace: true,
            resetScroll: false,
          })
        }
      />
    </PageFrame>
  )
}
