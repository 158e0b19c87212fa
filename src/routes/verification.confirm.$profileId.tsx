import { createFileRoute } from '@tanstack/react-router'
import { AccountCard, AccountPage } from '#features/account/components/account-layout'
import { VerificationConfirm } from '#features/account/verification/verification-confirm'
import { t } from '#i18n/en-account'
import { validateReferralSearch } from '#lib/search-params'

export const Route = createFileRoute('/verification/confirm/$profileId')({
  validateSearch: validateReferralSearch,
  staticData: { titleKey: 'page_verification_confirm_title' },
  component: VerificationConfirmPage,
})

function VerificationConfirmPage() {
  const { profileId } = Route.useParams()
  const { referral_id: referralId } = Route.useSearch()

  return (
    <AccountPage title={t('page_verification_confirm_title')}>
      <AccountCard>
        {/* Keyed: another profile id in the same tab is a new verification, not a re-render. */}
        <VerificationConfirm key={profileId} profileId={profileId} referralId={referralId} />
      </AccountCard>
    </AccountPage>
  )
}
