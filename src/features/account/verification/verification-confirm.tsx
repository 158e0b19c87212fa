import { Loader } from '#components/ui/loader'
import { ButtonLink } from '#components/ui/link'
import { t } from '#i18n/en-account'
import { useQuery } from '@tanstack/react-query'
import { accountQueries } from '../api/account-api'
import { Outcome } from '../components/account-layout'

/**
 * /verification/confirm/{profileId} (docs/behaviour.md#accounts-and-sign-in): verifies on arrival.
 * A user in the answer means success; no user (or an unknown profile) means the link failed.
 */
export function VerificationConfirm({
  profileId,
  referralId,
}: {
  profileId: string
  referralId?: string
}) {
  const confirm = useQuery(accountQueries.verification(profileId, referralId))

  if (confirm.isPending) return <Loader block size="lg" label={t('account_verifying')} />

  if (confirm.data?.user) {
    return (
      <Outcome
        tone="success"
        icon="check-circle"
        title={t('account_verify_success_title')}
        actions={
          <ButtonLink to="/login" variant="primary" size="lg">
            {t('account_login_link')}
          </ButtonLink>
        }
      >
        {t('account_verify_success_text')}
      </Outcome>
    )
  }

  return (
    <Outcome
      tone="danger"
      icon="x-circle"
      title={t('account_verify_failure_title')}
      actions={
        <ButtonLink to="/verification" variant="primary" size="lg">
          {t('account_verify_resend_link')}
        </ButtonLink>
      }
    >
      {t('account_verify_failure_text')}
    </Outcome>
  )
}
