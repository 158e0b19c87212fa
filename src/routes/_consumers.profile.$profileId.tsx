import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_consumers/profile/$profileId')({
  staticData: { titleKey: 'page_profile_other_title' },
  component: ProfilePage,
})

function ProfilePage() {
  return <PagePlaceholder titleKey="page_profile_other_title" />
}
