import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Icon } from '#components/ui/icon'
import { NativeButton } from '#components/ui/native-button'
import { GroupDialogOnDemand } from '#features/groups/components/group-dialog-on-demand'
import { useLoginGate } from '#features/session/use-login-gate'
import { useSession } from '#features/session/use-session'
import { t } from '#i18n/en-community'

/**
 * "Create a group" on the group pages, at every width (docs/behaviour.md#groups): the new-group
 * dialog for a member, who lands on the new group's page, the "please log in" warning for a
 * visitor, and nothing while the session loads (no wrong button flashes).
 */
export function CreateGroupButton({ variant = 'ghost' }: { variant?: 'primary' | 'ghost' }) {
  const session = useSession()
  const navigate = useNavigate()
  const gate = useLoginGate()
  const [isOpen, setOpen] = useState(false)
  if (session.isLoading) return null
  return (
    <>
      <NativeButton
        variant={variant}
        onClick={() => gate(t('if_you_want_to_create_group'), () => setOpen(true))}
      >
        <Icon name={variant === 'primary' ? 'plus' : 'user'} size={18} />
        {t('group_create_open')}
      </NativeButton>
      {/* Loaded on first open and kept mounted, keyed by the member: it holds what they typed. */}
      {session.user && (
        <GroupDialogOnDemand
          key={session.user.id}
          isOpen={isOpen}
          onOpenChange={setOpen}
          viewerId={session.user.id}
          onCreated={(group) =>
            void navigate({ to: '/group/$groupSlug', params: { groupSlug: group.slug } })
          }
        />
      )}
    </>
  )
}
