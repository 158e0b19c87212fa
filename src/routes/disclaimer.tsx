import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '#features/policies/policy-page'

export const Route = createFileRoute('/disclaimer')({
  staticData: { titleKey: 'page_disclaimer_title' },
  component: DisclaimerPage,
})

function DisclaimerPage() {
  return <PolicyPage policy="disclaimer" />
}
