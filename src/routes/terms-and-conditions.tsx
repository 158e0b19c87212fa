import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '#features/policies/policy-page'

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { titleKey: 'page_terms_title' },
  component: TermsPage,
})

function TermsPage() {
  return <PolicyPage policy="terms" />
}
