import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AccountCard, AccountPage } from '#features/account/components/account-layout'
import { LoginForm } from '#features/account/login/login-form'
import { t } from '#i18n/en-account'
import { validateLoginSearch } from '#lib/search-params'
import { useSessionBridge } from './-account/use-session-bridge'

export const Route = createFileRoute('/_guest/login')({
  validateSearch: validateLoginSearch,
  staticData: { titleKey: 'page_login_title' },
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const { bridge } = useSessionBridge()

  return (
    <AccountPage title={t('page_login_title')} subtitle={t('account_login_subtitle')}>
      <AccountCard>
        <LoginForm
          session={bridge}
          // `redirect` is already a same-origin path (validateLoginSearch drops anything else).
          onSignedIn={() => {
            if (redirect) void navigate({ href: redirect, replace: true })
            else void navigate({ to: '/', replace: true })
          }}
        />
      </AccountCard>
    </AccountPage>
  )
}
