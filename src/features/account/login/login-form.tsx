import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { NativeButton } from '#components/ui/native-button'
import { Link } from '#components/ui/link'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-account'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { isApiError } from '#lib/api/errors'
import { FormMessage } from '#components/ui/form-message'
import { NativeForm } from '#components/ui/native-form'
import { OrDivider } from '../components/account-layout'
import * as layout from '../components/account-layout.css'
import { GoogleSignIn } from '../google/google-sign-in'
import type { SessionBridge } from '../lib/session-bridge'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { isBlank, isNotVerifiedDetail } from '../lib/validation'

/**
 * The not-verified notice stays 5 seconds, then the screen moves on
 * (docs/behaviour.md#accounts-and-sign-in).
 */
export const NOT_VERIFIED_REDIRECT_MS = 5000

interface FieldErrors {
  username?: string
  password?: string
}

export interface LoginFormProps {
  session: SessionBridge
  /** After a successful sign-in (credentials or Google): go on, or close the dialog. */
  onSignedIn: () => void
  /**
   * The dialog variant announces its own failure messages: while a modal is open, everything
   * outside it (the alert region too) is hidden from assistive technology.
   */
  variant?: 'page' | 'dialog'
  /** Where links leave the dialog (it should close when the person follows one). */
  onNavigateAway?: () => void
}

/**
 * Sign-in (docs/behaviour.md#accounts-and-sign-in): username and password, links to recovery and
 * sign-up, Google.
 */
export function LoginForm({
  session,
  onSignedIn,
  variant = 'page',
  onNavigateAway,
}: LoginFormProps) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<{ message: string; tone: 'danger' | 'warning' } | null>(
    null,
  )
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()
  const navigate = useNavigate()
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  function validate(): FieldErrors {
    const next: FieldErrors = {}
    if (isBlank(username)) next.username = t('account_username_required')
    if (password === '') next.password = t('account_password_required')
    return next
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = validate()
    setErrors(problems)
    if (problems.username || problems.password) return
    setFailure(null)
    void guard(async () => {
      try {
        await session.login({ username: username.trim(), password })
      } catch (error) {
        if (isApiError(error) && error.status === 401 && isNotVerifiedDetail(error.message)) {
          const message = t('login_user_not_verified')
          setFailure({ message, tone: 'warning' })
          push({ message, status: 'warning', timeout: ALERT_TIMEOUT.notVerified })
          clearTimeout(redirectTimer.current)
          redirectTimer.current = setTimeout(() => {
            onNavigateAway?.()
            void navigate({ to: '/verification' })
          }, NOT_VERIFIED_REDIRECT_MS)
          return
        }
        const message = t('login_error')
        setFailure({ message, tone: 'danger' })
        push({ message, status: 'danger' })
        return
      }
      push({ message: t('login_success'), status: 'success' })
      onSignedIn()
    })
  }

  return (
    <div className={layout.form}>
      <NativeForm className={layout.form} onSubmit={submit}>
        {failure && (
          <FormMessage tone={failure.tone} announce={variant === 'dialog'}>
            {failure.message}
          </FormMessage>
        )}
        <TextField
          label={t('account_username_label')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(value) => {
            setUsername(value)
            if (errors.username) setErrors((e) => ({ ...e, username: undefined }))
          }}
          isRequired
          errorMessage={errors.username}
        />
        <TextField
          label={t('account_password_label')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value)
            if (errors.password) setErrors((e) => ({ ...e, password: undefined }))
          }}
          isRequired
          errorMessage={errors.password}
        />
        <div className={layout.linkRow}>
          <Link to="/forgot-my-password" variant="inline" onClick={onNavigateAway}>
            {t('account_forgot_password_link')}
          </Link>
        </div>
        <NativeButton type="submit" variant="primary" size="lg" fullWidth isPending={isSubmitting}>
          {t('account_login_submit')}
        </NativeButton>
      </NativeForm>
      <OrDivider>{t('account_or')}</OrDivider>
      <GoogleSignIn type="sign_in" loadUser={session.loadUser} onSignedIn={onSignedIn} />
      <p className={layout.footnote}>
        {t('account_no_account')}{' '}
        <Link to="/register" variant="inline" onClick={onNavigateAway}>
          {t('account_register_link')}
        </Link>
      </p>
    </div>
  )
}
