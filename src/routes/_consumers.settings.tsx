import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_consumers/settings')({
  staticData: { titleKey: 'page_settings_title' },
  component: SettingsPage,
})

function SettingsPage() {
  return <PagePlaceholder titleKey="page_settings_title" />
}
