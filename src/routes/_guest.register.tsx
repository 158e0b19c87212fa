import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AccountCard, AccountPage } from '#features/account/components/account-layout'
import { RegisterWizard } from '#features/account/register/register-wizard'
import { t } from '#i18n/en-account'
import { validateReferralSearch } from '#lib/search-params'
import { useSessionBridge } from './-account/use-session-bridge'

export const Route = createFileRoute('/_guest/register')({
  validateSearch: validateReferralSearch,
  staticData: { titleKey: 'page_register_title' },
  component: RegisterPage,
})

function RegisterPage() {
  const { referral_id: referralId } = Route.useSearch()
  const navigate = useNavigate()
  const { bridge } = useSessionBridge()

  return (
    <AccountPage title={t('page_register_title')} subtitle={t('account_register_subtitle')}>
      <AccountCard>
        <RegisterWizard
          referralId={referralId}
          loadUser={bridge.loadUser}
          onSignedIn={() => void navigate({ to: '/', replace: true })}
        />
      </AccountCard>
    </AccountPage>
  )
}
