import { createFileRoute } from '@tanstack/react-router'
import { validateLoginSearch } from '../lib/search-params'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_guest/login')({
  validateSearch: validateLoginSearch,
  staticData: { titleKey: 'page_login_title' },
  component: LoginPage,
})

function LoginPage() {
  return <PagePlaceholder titleKey="page_login_title" />
}
