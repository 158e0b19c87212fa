import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_consumers/profile/')({
  staticData: { titleKey: 'page_profile_title' },
  component: OwnProfilePage,
})

function OwnProfilePage() {
  return <PagePlaceholder titleKey="page_profile_title" />
}
