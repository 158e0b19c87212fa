import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_consumers/profile/edit')({
  staticData: { titleKey: 'page_profile_edit_title' },
  component: EditProfilePage,
})

function EditProfilePage() {
  return <PagePlaceholder titleKey="page_profile_edit_title" />
}
