import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { SettingsScreen } from '#features/account/settings/settings-screen'
import { useSessionBridge } from './-account/use-session-bridge'

export const Route = createFileRoute('/_consumers/settings')({
  staticData: { titleKey: 'page_settings_title' },
  component: SettingsPage,
})

function SettingsPage() {
  const navigate = useNavigate()
  const { setUser, forgetMember } = useSessionBridge()

  return (
    <SettingsScreen
      onProfileSaved={setUser}
      onAccountDeleted={async () => {
        // Deletion clears the tokens and the user (docs/behaviour.md#sessions-and-tokens); then
        // home, as a visitor.
        await forgetMember()
        await navigate({ to: '/', replace: true })
      }}
    />
  )
}
