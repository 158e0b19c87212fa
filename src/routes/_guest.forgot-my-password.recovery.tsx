import { createFileRoute } from '@tanstack/react-router'
import { AccountCard, AccountPage } from '#features/account/components/account-layout'
import { ResetPassword } from '#features/account/recovery/reset-password'
import { t } from '#i18n/en-account'
import { validateRecoverySearch } from '#lib/search-params'

export const Route = createFileRoute('/_guest/forgot-my-password/recovery')({
  validateSearch: validateRecoverySearch,
  staticData: { titleKey: 'page_recovery_title' },
  component: RecoveryPage,
})

function RecoveryPage() {
  const { profile, session } = Route.useSearch()
  return (
    <AccountPage title={t('page_recovery_title')} subtitle={t('account_recovery_subtitle')}>
      <AccountCard>
        <ResetPassword
          key={`${profile ?? ''}:${session ?? ''}`}
          profile={profile}
          session={session}
        />
      </AccountCard>
    </AccountPage>
  )
}
