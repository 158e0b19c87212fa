import { Icon } from '#components/ui/icon'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/en-community'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { useSinglePress } from '#lib/use-single-press'
import { useGroupMembership } from '../api/use-group-membership'

export interface GroupMembershipButtonProps {
  group: { id: number; name: string }
  /** Whether the signed-in member's joined groups include this one. */
  isMember: boolean
  /**
   * A visitor may look, not join (docs/behaviour.md#visitors-and-members): the press only asks them
   * to log in.
   */
  isSignedIn: boolean
  /**
   * The member's joined group ids as the server now has them. The session profile (and with it
   * `isMember`) belongs to the route, so this feature hands the answer back instead of touching it.
   */
  onJoinedGroupsChange: (groupIds: number[]) => void
}

/** Join group ⇄ Leave group (docs/behaviour.md#groups). */
export function GroupMembershipButton({
  group,
  isMember,
  isSignedIn,
  onJoinedGroupsChange,
}: GroupMembershipButtonProps) {
  const membership = useGroupMembership()
  const { push } = useAlertActions()
  const press = useSinglePress()

  function toggle() {
    if (!press.isFreshPress()) return
    if (!isSignedIn) {
      push({
        message: t('if_you_want_to_join_group'),
        status: 'warning',
        timeout: ALERT_TIMEOUT.loginWarning,
      })
      return
    }
    if (!press.begin()) return
    membership.mutate(group.id, {
      onSuccess: (result) => {
        onJoinedGroupsChange(result.groups)
        push({
          message: t(result.is_member ? 'group_joined' : 'group_left', { group: group.name }),
          status: 'success',
        })
      },
      onError: () => push({ message: t('group_membership_error'), status: 'warning' }),
      onSettled: () => {
        press.end()
      },
    })
  }

  return (
    <NativeButton
      variant={isMember ? 'secondary' : 'primary'}
      isPending={membership.isPending}
      onClick={toggle}
    >
      <Icon name={isMember ? 'logout' : 'plus'} size={18} />
      {isMember ? t('group_leave') : t('group_join')}
    </NativeButton>
  )
}
