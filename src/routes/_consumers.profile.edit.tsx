import { createFileRoute } from '@tanstack/react-router'
import { EditProfileScreen } from '#features/account/profile/edit-profile-form'
import { useSession } from '#features/session/use-session'
import { useSessionBridge } from './-account/use-session-bridge'

export const Route = createFileRoute('/_consumers/profile/edit')({
  staticData: { titleKey: 'page_profile_edit_title' },
  component: EditProfilePage,
})

function EditProfilePage() {
  const { user: guardedUser } = Route.useRouteContext()
  const session = useSession()
  const { setUser } = useSessionBridge()
  // The live profile once loaded; the guard's copy covers the first render.
  return <EditProfileScreen user={session.user ?? guardedUser} onSaved={setUser} />
}
