import { createFileRoute } from '@tanstack/react-router'
import { AccountCard, AccountPage } from '#features/account/components/account-layout'
import { ForgotPasswordForm } from '#features/account/recovery/forgot-password-form'
import { t } from '#i18n/en-account'

export const Route = createFileRoute('/_guest/forgot-my-password/')({
  staticData: { titleKey: 'page_forgot_password_title' },
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return (
    <AccountPage title={t('page_forgot_password_title')} subtitle={t('account_forgot_subtitle')}>
      <AccountCard>
        <ForgotPasswordForm />
      </AccountCard>
    </AccountPage>
  )
}
