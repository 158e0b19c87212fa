import { useId } from 'react'
import { Avatar } from '#components/ui/avatar'
import { Card } from '#components/ui/card'
import { Link } from '#components/ui/link'
import { t } from '#i18n/en-community'
import type { ProfileSummary } from '../api/profile-queries'
import { formatJoinedDate } from '../lib/profile-format'
import { ProfileCover } from './profile-cover'
import { ProfileStats } from './profile-stats'
import * as styles from './profile-list.css'

/**
 * A member on the profiles page (docs/behaviour.md#profiles): name (opening /profile/{id}),
 * tagline, joined date and the counts of posts, comments and upvotes.
 */
export function ProfileCard({ profile }: { profile: ProfileSummary }) {
  const nameId = useId()
  return (
    <Card as="article" padding="none" interactive aria-labelledby={nameId} className={styles.card}>
      <ProfileCover src={profile.cover_picture} size="card" />
      <div className={styles.body}>
        {/* The name beside it says whose picture this is. */}
        <Avatar src={profile.profile_picture} alt="" size="lg" className={styles.avatar} />
        <h2 id={nameId} className={styles.name}>
          <Link
            to="/profile/$profileId"
            params={{ profileId: String(profile.id) }}
            variant="plain"
            className={styles.link}
          >
            {profile.username}
          </Link>
        </h2>
        {profile.tagline.trim() !== '' && <p className={styles.tagline}>{profile.tagline}</p>}
        <p className={styles.joined}>
          <time dateTime={profile.created_date}>
            {t('profile_joined', { date: formatJoinedDate(profile.created_date) })}
          </time>
        </p>
        <div className={styles.stats}>
          <ProfileStats profile={profile} size="sm" />
        </div>
      </div>
    </Card>
  )
}
