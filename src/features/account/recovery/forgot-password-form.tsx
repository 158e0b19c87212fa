import { useState, type FormEvent } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { ButtonLink, Link } from '#components/ui/link'
import { TextField } from '#components/ui/text-field'
import { NativeForm } from '#components/ui/native-form'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { useRequestPasswordRecovery } from '../api/account-api'
import { Outcome } from '../components/account-layout'
import * as layout from '../components/account-layout.css'
import { serverMessageOr } from '../lib/messages'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { useEmailField } from '../lib/use-email-field'
import { emailProblem } from '../lib/validation'

/**
 * /forgot-my-password (docs/behaviour.md#accounts-and-sign-in): one e-mail field that sends a
 * recovery link.
 */
export function ForgotPasswordForm() {
  const { email, setError, field } = useEmailField()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const request = useRequestPasswordRecovery()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = emailProblem(email)
    setError(problem)
    if (problem) {
      push({ message: problem, status: 'danger' })
      return
    }
    const address = email.trim()
    void guard(async () => {
      try {
        await request.mutateAsync(address)
      } catch (failure) {
        const message = serverMessageOr(failure, 'password_recovery_email_error')
        setError(message)
        push({ message, status: 'danger' })
        return
      }
      push({ message: t('password_recovery_email_sent'), status: 'success' })
      setSentTo(address)
    })
  }

  if (sentTo !== null) {
    return (
      <Outcome
        tone="info"
        icon="send"
        title={t('account_forgot_sent_title')}
        actions={
          <>
            <NativeButton variant="secondary" onClick={() => setSentTo(null)}>
              {t('account_forgot_another')}
            </NativeButton>
            <ButtonLink to="/login" variant="primary">
              {t('account_back_to_login')}
            </ButtonLink>
          </>
        }
      >
        {t('account_forgot_sent_text', { email: sentTo })}
      </Outcome>
    )
  }

  return (
    <NativeForm className={layout.form} onSubmit={submit}>
      <TextField label={t('account_email_label')} name="email" autoComplete="email" {...field} />
      <NativeButton type="submit" variant="primary" size="lg" fullWidth isPending={isSubmitting}>
        {t('account_forgot_submit')}
      </NativeButton>
      <p className={layout.footnote}>
        <Link to="/login" variant="inline">
          {t('account_back_to_login')}
        </Link>
      </p>
    </NativeForm>
  )
}
