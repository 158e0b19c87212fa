import { useQuery } from '@tanstack/react-query'
import { Avatar } from '#components/ui/avatar'
import { Link } from '#components/ui/link'
import { Skeleton } from '#components/ui/loader'
import { profileQueries } from '#features/profiles/api/profile-queries'
import type { Profile } from '#features/session/lib/groups'
import { t } from '#i18n/en-community'

interface GroupAdministratorProps {
  profileId: number
  /** The signed-in member: their own entry needs no request and links to their own profile. */
  viewer: Profile
}

/**
 * One administrator of a group, for signed-in members: the group only carries profile ids, and
 * turning one into a name takes the members-only profile search
 * (docs/behaviour.md#visitors-and-members), so visitors see a count instead (the groups feature's
 * default).
 */
export function GroupAdministrator({ profileId, viewer }: GroupAdministratorProps) {
  const isViewer = profileId === viewer.id
  const profile = useQuery({ ...profileQueries.detail(profileId), enabled: !isViewer })

  if (isViewer) {
    return (
      <>
        <Avatar src={viewer.profile_picture} alt="" size="sm" />
        <Link to="/profile" variant="inline">
          {t('group_admin_you', { name: viewer.username })}
        </Link>
      </>
    )
  }
  if (profile.isPending) {
    return (
      <>
        <Skeleton shape="circle" width="2rem" height="2rem" />
        <Skeleton width="8rem" height="1rem" />
      </>
    )
  }
  if (!profile.data) {
    return (
      <>
        <Avatar src={null} alt="" size="sm" />
        <span>{t('group_admin_unknown')}</span>
      </>
    )
  }
  return (
    <>
      <Avatar src={profile.data.profile_picture} alt="" size="sm" />
      <Link to="/profile/$profileId" params={{ profileId: String(profileId) }} variant="inline">
        {profile.data.username}
      </Link>
    </>
  )
}
