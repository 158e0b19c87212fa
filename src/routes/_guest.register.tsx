import { createFileRoute } from '@tanstack/react-router'
import { validateReferralSearch } from '../lib/search-params'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_guest/register')({
  validateSearch: validateReferralSearch,
  staticData: { titleKey: 'page_register_title' },
  component: RegisterPage,
})

function RegisterPage() {
  return <PagePlaceholder titleKey="page_register_title" />
}
