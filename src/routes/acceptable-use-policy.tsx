import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '#features/policies/policy-page'

export const Route = createFileRoute('/acceptable-use-policy')({
  staticData: { titleKey: 'page_acceptable_use_title' },
  component: AcceptableUsePage,
})

function AcceptableUsePage() {
  return <PolicyPage policy="acceptable-use" />
}
