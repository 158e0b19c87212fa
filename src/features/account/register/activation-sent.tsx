import { useEffect, useRef } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { ButtonLink } from '#components/ui/link'
import { t } from '#i18n/en-account'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { useResendVerification } from '../api/account-api'
import { Outcome } from '../components/account-layout'
import { useSubmitGuard } from '#lib/use-submit-guard'

/**
 * After sign-up (docs/behaviour.md#accounts-and-sign-in): the activation e-mail went out; skip to
 * /verification or resend.
 */
export function ActivationSent({ email }: { email: string }) {
  const resend = useResendVerification()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()
  const titleRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    titleRef.current?.querySelector('h2')?.focus()
  }, [])

  function resendMail() {
    void guard(async () => {
      try {
        await resend.mutateAsync(email)
        push({ message: t('verification_email_sent'), status: 'success' })
      } catch {
        push({
          message: t('verification_email_sent_error'),
          status: 'danger',
          timeout: ALERT_TIMEOUT.resendError,
        })
      }
    })
  }

  return (
    <div ref={titleRef}>
      <Outcome
        tone="info"
        icon="send"
        title={t('account_activation_title')}
        actions={
          <>
            <NativeButton variant="secondary" isPending={isSubmitting} onClick={resendMail}>
              {t('account_activation_resend')}
            </NativeButton>
            <ButtonLink to="/verification" variant="primary">
              {t('account_activation_skip')}
            </ButtonLink>
          </>
        }
      >
        {t('account_activation_text', { email })}
      </Outcome>
    </div>
  )
}
