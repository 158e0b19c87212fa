import { createFileRoute, Navigate, redirect } from '@tanstack/react-router'
import { AccountCard, AccountPage } from '#features/account/components/account-layout'
import { ResendVerificationForm } from '#features/account/verification/resend-verification-form'
import { useSession } from '#features/session/use-session'
import { Loader } from '#components/ui/loader'
import { t } from '#i18n/en-account'

/**
 * A member whose e-mail is already verified has nothing to do here and goes to `/`
 * (docs/behaviour.md#accounts-and-sign-in).
 */
export const Route = createFileRoute('/verification/')({
  beforeLoad: async ({ context }) => {
    const user = await context.session.ensureUser().catch(() => null)
    if (user?.is_verified) throw redirect({ to: '/', replace: true })
  },
  staticData: { titleKey: 'page_verification_title' },
  component: VerificationPage,
})

function VerificationPage() {
  const session = useSession()
  // The guard ran before the profile may have answered; a verified member still leaves.
  if (session.user?.is_verified) return <Navigate to="/" replace />

  return (
    <AccountPage title={t('page_verification_title')} subtitle={t('account_verification_subtitle')}>
      <AccountCard>
        {session.isLoading ? (
          <Loader block size="lg" />
        ) : (
          <ResendVerificationForm defaultEmail={session.user?.email ?? ''} />
        )}
      </AccountCard>
    </AccountPage>
  )
}
