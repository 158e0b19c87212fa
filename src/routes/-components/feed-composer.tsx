import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { GroupDialogOnDemand } from '#features/groups/components/group-dialog-on-demand'
import { ComposerPanel } from '#features/posts/components/composer-panel'
import { useSession } from '#features/session/use-session'

/**
 * The composer panel above a feed, told whether a member or a visitor is looking; its "Create a
 * group" opens the groups feature's dialog (docs/behaviour.md#posts-and-feeds), and a new group's
 * page is where the member lands (/group/{group_slug}, docs/behaviour.md#groups).
 */
export function FeedComposer() {
  const session = useSession()
  const navigate = useNavigate()
  const [isGroupOpen, setGroupOpen] = useState(false)
  // Nothing while the session loads, as in the header's account area: no wrong button flashes.
  if (session.isLoading) return null
  const viewer = session.user

  return (
    <>
      <ComposerPanel isMember={session.isAuthenticated} onCreateGroup={() => setGroupOpen(true)} />
      {/* Loaded on first open and kept mounted, keyed by the member: it holds what they typed. */}
      {viewer && (
        <GroupDialogOnDemand
          key={viewer.id}
          isOpen={isGroupOpen}
          onOpenChange={setGroupOpen}
          viewerId={viewer.id}
          onCreated={(group) =>
            void navigate({ to: '/group/$groupSlug', params: { groupSlug: group.slug } })
          }
        />
      )}
    </>
  )
}
