import type { DateRange } from '../api/activity-queries'
import { ActivityLog } from './activity-log'
import { ReviewerInsightsPanel } from './reviewer-insights'
import * as styles from './activity.css'

export interface ActivityOverviewProps {
  range: DateRange | undefined
  onRangeChange: (range: DateRange | undefined) => void
}

/** /activity: the log beside the reviewer insights on desktops, above them on phones. */
export function ActivityOverview({ range, onRangeChange }: ActivityOverviewProps) {
  return (
    <div className={styles.page}>
      <ActivityLog range={range} onRangeChange={onRangeChange} />
      <ReviewerInsightsPanel />
    </div>
  )
}
