import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/group/$groupSlug')({
  staticData: { titleKey: 'page_group_title' },
  component: GroupPage,
})

function GroupPage() {
  return <PagePlaceholder titleKey="page_group_title" />
}
