import { createFileRoute } from '@tanstack/react-router'
import { validateQuerySearch } from '../lib/search-params'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_consumers/profiles')({
  validateSearch: validateQuerySearch,
  staticData: { titleKey: 'page_profiles_title' },
  component: ProfilesPage,
})

function ProfilesPage() {
  return <PagePlaceholder titleKey="page_profiles_title" />
}
