import { REVIEWERS_GROUP } from '../../session/lib/groups'
import { useSession } from '../../session/use-session'
import type { DateRange } from '../api/activity-queries'
import { ActivityLog } from './activity-log'
import { ReviewerInsightsPanel } from './reviewer-insights'
import * as styles from './activity.css'

export interface ActivityOverviewProps {
  range: DateRange | undefined
  onRangeChange: (range: DateRange | undefined) => void
}

/**
 * /activity: the log beside the reviewer insights on desktops, above them on phones. Only
 * reviewers are shown the insights (and only they ask for them): for anyone else the server would
 * answer 403, and a panel saying "not for you" is noise.
 */
export function ActivityOverview({ range, onRangeChange }: ActivityOverviewProps) {
  const { hasGroup } = useSession()
  return (
    <div className={styles.page}>
      <ActivityLog range={range} onRangeChange={onRangeChange} />
      {hasGroup(REVIEWERS_GROUP) && <ReviewerInsightsPanel />}
    </div>
  )
}
