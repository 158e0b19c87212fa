import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '#features/policies/policy-page'

export const Route = createFileRoute('/privacy-policy')({
  staticData: { titleKey: 'page_privacy_title' },
  component: PrivacyPage,
})

function PrivacyPage() {
  return <PolicyPage policy="privacy" />
}
