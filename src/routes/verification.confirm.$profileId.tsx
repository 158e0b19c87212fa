import { createFileRoute } from '@tanstack/react-router'
import { validateReferralSearch } from '../lib/search-params'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/verification/confirm/$profileId')({
  validateSearch: validateReferralSearch,
  staticData: { titleKey: 'page_verification_confirm_title' },
  component: VerificationConfirmPage,
})

function VerificationConfirmPage() {
  return <PagePlaceholder titleKey="page_verification_confirm_title" />
}
