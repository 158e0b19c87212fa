import { useState, type FormEvent } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { Link } from '#components/ui/link'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-account'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { useResendVerification } from '../api/account-api'
import { FormMessage } from '#components/ui/form-message'
import { NativeForm } from '#components/ui/native-form'
import * as layout from '../components/account-layout.css'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { useEmailField } from '../lib/use-email-field'
import { isBlank } from '../lib/validation'

/**
 * /verification (docs/behaviour.md#accounts-and-sign-in): one e-mail field that sends a new
 * activation link.
 */
export function ResendVerificationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { email, setError, field } = useEmailField(defaultEmail)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const resend = useResendVerification()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isBlank(email)) {
      const message = t('email_required')
      setError(message)
      push({ message, status: 'warning', timeout: ALERT_TIMEOUT.resendMissingEmail })
      return
    }
    setError(undefined)
    const address = email.trim()
    void guard(async () => {
      try {
        await resend.mutateAsync(address)
      } catch {
        push({
          message: t('verification_email_sent_error'),
          status: 'danger',
          timeout: ALERT_TIMEOUT.resendError,
        })
        return
      }
      setSentTo(address)
      push({ message: t('verification_email_sent'), status: 'success' })
    })
  }

  return (
    <NativeForm className={layout.form} onSubmit={submit}>
      {sentTo && <FormMessage tone="success">{t('verification_email_sent')}</FormMessage>}
      <TextField
        label={t('account_email_label')}
        name="resend_email"
        autoComplete="email"
        {...field}
      />
      <NativeButton type="submit" variant="primary" size="lg" fullWidth isPending={isSubmitting}>
        {t('account_verification_submit')}
      </NativeButton>
      <p className={layout.footnote}>
        <Link to="/login" variant="inline">
          {t('account_back_to_login')}
        </Link>
      </p>
    </NativeForm>
  )
}
