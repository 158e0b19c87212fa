import { t } from '#i18n/en-community'
import type { ProfileSummary } from '../api/profile-queries'
import { formatCount } from '../lib/profile-format'
import * as styles from './profile-stats.css'

export interface ProfileStatsProps {
  profile: Pick<ProfileSummary, 'num_posts' | 'num_comments' | 'num_upvotes'>
  size?: 'md' | 'sm'
}

/**
 * The counts of posts, comments and upvotes, as label and value pairs (docs/behaviour.md#profiles).
 */
export function ProfileStats({ profile, size = 'md' }: ProfileStatsProps) {
  const items = [
    { key: 'posts', label: t('profile_stat_posts'), count: profile.num_posts },
    { key: 'comments', label: t('profile_stat_comments'), count: profile.num_comments },
    { key: 'upvotes', label: t('profile_stat_upvotes'), count: profile.num_upvotes },
  ]
  return (
    <dl className={styles.stats({ size })}>
      {items.map((item) => (
        <div key={item.key} className={styles.stat}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value({ size })}>{formatCount(item.count)}</dd>
        </div>
      ))}
    </dl>
  )
}
