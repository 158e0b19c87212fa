import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { NativeButton } from '#components/ui/native-button'
import { Loader } from '#components/ui/loader'
import { ButtonLink } from '#components/ui/link'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { isApiError, messageFromBody } from '#lib/api/errors'
import { useQuery } from '@tanstack/react-query'
import { accountQueries, useRecoverPassword } from '../api/account-api'
import { FormMessage } from '#components/ui/form-message'
import { NativeForm } from '#components/ui/native-form'
import { Outcome } from '../components/account-layout'
import * as layout from '../components/account-layout.css'
import { fieldError, textOrKey } from '../lib/messages'
import { useSubmitGuard } from '#lib/use-submit-guard'

interface Errors {
  password?: string
  confirm?: string
}

/**
 * /forgot-my-password/recovery (docs/behaviour.md#accounts-and-sign-in): checks the link, then lets
 * the member choose a new password; an expired link offers a new one instead.
 */
export function ResetPassword({ profile, session }: { profile?: number; session?: string }) {
  const link = useQuery(accountQueries.recoveryLink(profile, session))

  if (link.isPending) return <Loader block size="lg" label={t('account_recovery_checking')} />

  if (link.data === 'valid' && profile !== undefined && session !== undefined) {
    return <ResetPasswordForm profile={profile} session={session} />
  }

  return (
    <Outcome
      tone="danger"
      icon="alert"
      title={t('account_recovery_expired_title')}
      actions={
        <ButtonLink to="/forgot-my-password" variant="primary" size="lg">
          {t('account_recovery_new_link')}
        </ButtonLink>
      }
    >
      {t('account_recovery_expired_text')}
    </Outcome>
  )
}

function ResetPasswordForm({ profile, session }: { profile: number; session: string }) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const recover = useRecoverPassword()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()
  const navigate = useNavigate()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems: Errors = {}
    if (password === '') problems.password = t('missing_new_password')
    if (confirm === '') problems.confirm = t('missing_confirm_password')
    else if (password !== '' && password !== confirm) problems.confirm = t('password_mismatch')
    setErrors(problems)
    if (problems.password || problems.confirm) return
    setFailure(null)
    void guard(async () => {
      let message: string
      try {
        const result = await recover.mutateAsync({
          profile,
          session,
          new_password: password,
          confirm_password: confirm,
        })
        if (result.status === 'success') {
          push({
            message: textOrKey(result.message, 'password_recovery_success'),
            status: 'success',
          })
          void navigate({ to: '/login', replace: true })
          return
        }
        message = textOrKey(result.message, 'password_recovery_error')
      } catch (error) {
        // The server's message (or message key), else password_recovery_error
        // (docs/behaviour.md#alerts-and-messages).
        message = textOrKey(
          isApiError(error) ? messageFromBody(error.body) : undefined,
          'password_recovery_error',
        )
        // A refused password (too weak) is also named under its field.
        setErrors({
          password: fieldError(error, 'new_password'),
          confirm: fieldError(error, 'confirm_password'),
        })
      }
      setFailure(message)
      push({ message, status: 'danger' })
    })
  }

  return (
    <NativeForm className={layout.form} onSubmit={submit}>
      {failure && <FormMessage tone="danger">{failure}</FormMessage>}
      <TextField
        label={t('account_new_password_label')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          setPassword(value)
          setErrors((e) => ({ ...e, password: undefined }))
        }}
        isRequired
        errorMessage={errors.password}
      />
      <TextField
        label={t('account_confirm_new_password_label')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(value) => {
          setConfirm(value)
          setErrors((e) => ({ ...e, confirm: undefined }))
        }}
        isRequired
        errorMessage={errors.confirm}
      />
      <NativeButton type="submit" variant="primary" size="lg" fullWidth isPending={isSubmitting}>
        {t('account_recovery_submit')}
      </NativeButton>
    </NativeForm>
  )
}
