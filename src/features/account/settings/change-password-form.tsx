import { useState, type FormEvent } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { useUpdateProfile, type Profile } from '../api/account-api'
import { FormMessage } from '#components/ui/form-message'
import { NativeForm } from '#components/ui/native-form'
import * as layout from '../components/account-layout.css'
import { fieldError, serverMessageOr } from '../lib/messages'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { PasswordChangeFields, passwordChangeErrors } from '../profile/edit-profile-form'

const EMPTY = { current_password: '', update_password: '', confirm_password: '' }
type Values = typeof EMPTY
type Errors = Partial<Record<keyof Values, string>>

/**
 * Settings: change the password; the current one is required
 * (docs/behaviour.md#accounts-and-sign-in).
 */
export function ChangePasswordForm({ onSaved }: { onSaved: (profile: Profile) => void }) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const update = useUpdateProfile()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems: Errors =
      values.update_password === ''
        ? { update_password: t('missing_new_password') }
        : passwordChangeErrors(values)
    setErrors(problems)
    if (Object.values(problems).some(Boolean)) return
    setFailure(null)
    void guard(async () => {
      try {
        onSaved(await update.mutateAsync(values))
      } catch (error) {
        const fromServer: Errors = {}
        for (const key of Object.keys(EMPTY) as (keyof Values)[]) {
          const message = fieldError(error, key)
          if (message) fromServer[key] = message
        }
        setErrors(fromServer)
        const message = serverMessageOr(error, 'profile_update_error')
        setFailure(message)
        push({ message, status: 'danger' })
        return
      }
      setValues(EMPTY)
      push({ message: t('account_password_updated'), status: 'success' })
    })
  }

  return (
    <NativeForm className={layout.form} onSubmit={submit}>
      {failure && <FormMessage tone="danger">{failure}</FormMessage>}
      <PasswordChangeFields
        values={values}
        errors={errors}
        onChange={(key, value) => {
          setValues((current) => ({ ...current, [key]: value }))
          setErrors((current) => ({ ...current, [key]: undefined }))
        }}
      />
      <div className={layout.actionsEnd}>
        <NativeButton type="submit" variant="primary" isPending={isSubmitting}>
          {t('account_settings_password_submit')}
        </NativeButton>
      </div>
    </NativeForm>
  )
}
