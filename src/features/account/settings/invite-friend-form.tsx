import type { FormEvent } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { TextField } from '#components/ui/text-field'
import { NativeForm } from '#components/ui/native-form'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { useSendReferral } from '../api/account-api'
import * as layout from '../components/account-layout.css'
import { fieldError, serverMessageOr } from '../lib/messages'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { useEmailField } from '../lib/use-email-field'
import { emailProblem } from '../lib/validation'

/** Invite a friend by e-mail (POST /api/auth/referral). */
export function InviteFriendForm() {
  const { email, setEmail, setError, field } = useEmailField()
  const referral = useSendReferral()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = emailProblem(email)
    setError(problem)
    if (problem) return
    const address = email.trim()
    void guard(async () => {
      try {
        await referral.mutateAsync(address)
      } catch (failure) {
        const message =
          fieldError(failure, 'email') ?? serverMessageOr(failure, 'account_invite_error')
        setError(message)
        push({ message, status: 'danger' })
        return
      }
      setEmail('')
      push({ message: t('account_invite_sent', { email: address }), status: 'success' })
    })
  }

  return (
    <NativeForm className={layout.form} onSubmit={submit}>
      <TextField
        label={t('account_invite_email_label')}
        name="invite_email"
        autoComplete="off"
        {...field}
      />
      <div className={layout.actionsEnd}>
        <NativeButton type="submit" variant="secondary" isPending={isSubmitting}>
          {t('account_invite_submit')}
        </NativeButton>
      </div>
    </NativeForm>
  )
}
