import { useEffect, useRef, useState, type FormEvent } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { Checkbox } from '#components/ui/checkbox'
import { Link } from '#components/ui/link'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import {
  useCheckCredentials,
  useCheckUsername,
  useRegister,
  type RegisterRequest,
} from '../api/account-api'
import { FormMessage } from '#components/ui/form-message'
import { NativeForm } from '#components/ui/native-form'
import { OrDivider } from '../components/account-layout'
import * as layout from '../components/account-layout.css'
import { GoogleSignIn } from '../google/google-sign-in'
import { fieldError, serverMessageOr } from '../lib/messages'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { isBlank, isEmail } from '../lib/validation'
import { ActivationSent } from './activation-sent'
import { RegisterProgress } from './register-progress'
import * as styles from './register.css'

type Step = 0 | 1 | 2

interface Draft {
  email: string
  password: string
  confirmPassword: string
  username: string
  over18: boolean
  agreeTerms: boolean
  noEmailMarketing: boolean
}

const EMPTY_DRAFT: Draft = {
  email: '',
  password: '',
  confirmPassword: '',
  username: '',
  over18: false,
  agreeTerms: false,
  noEmailMarketing: false,
}

type Errors = Partial<Record<'email' | 'password' | 'confirmPassword' | 'username', string>>

/** The registration payload with its defaults (docs/behaviour.md#accounts-and-sign-in). */
export function buildRegisterPayload(draft: Draft): RegisterRequest {
  return {
    email: draft.email.trim(),
    username: draft.username.trim(),
    password: draft.password,
    confirm_password: draft.confirmPassword,
    first_name: '',
    last_name: '',
    date_of_birth: null,
    timezone: 'GB',
    language: 'EN',
    over_18: draft.over18,
    agree_terms: draft.agreeTerms,
    wants_email_marketing: !draft.noEmailMarketing,
  }
}

export interface RegisterWizardProps {
  referralId?: string
  loadUser: () => Promise<unknown>
  /** After a Google sign-up signed the visitor straight in. */
  onSignedIn: () => void
}

/**
 * The three-step sign-up (docs/behaviour.md#accounts-and-sign-in): e-mail and password (checked
 * here, then by check-1), username (check-2), consents; then the sent-activation view.
 */
export function RegisterWizard({ referralId, loadUser, onSignedIn }: RegisterWizardProps) {
  const [step, setStep] = useState<Step>(0)
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT)
  const [errors, setErrors] = useState<Errors>({})
  const [stepFailure, setStepFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [untickedConsents, setUntickedConsents] = useState({ over18: false, agreeTerms: false })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const movedStep = useRef(false)
  const checkCredentials = useCheckCredentials()
  const checkUsername = useCheckUsername()
  const register = useRegister()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()

  useEffect(() => {
    // Keyboard and screen-reader users continue at the new step's heading, not at a vanished button.
    if (movedStep.current) headingRef.current?.focus()
  }, [step])

  function goTo(next: Step) {
    movedStep.current = true
    setStepFailure(null)
    setStep(next)
  }

  function update<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }))
  }

  function clearError(...keys: (keyof Errors)[]) {
    setErrors((current) => {
      if (!keys.some((key) => current[key])) return current
      const next = { ...current }
      for (const key of keys) delete next[key]
      return next
    })
  }

  function submitCredentials() {
    const problems: Errors = {}
    if (isBlank(draft.email)) problems.email = t('register_email_required')
    else if (!isEmail(draft.email)) problems.email = t('invalid_email')
    if (draft.password === '' || draft.confirmPassword === '') {
      const message = t('register_password_required')
      if (draft.password === '') problems.password = message
      if (draft.confirmPassword === '') problems.confirmPassword = message
    } else if (draft.password !== draft.confirmPassword) {
      problems.confirmPassword = t('register_password_mismatch')
    }
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    setStepFailure(null)
    void guard(async () => {
      try {
        await checkCredentials.mutateAsync({
          email: draft.email.trim(),
          password: draft.password,
          confirm_password: draft.confirmPassword,
        })
      } catch (error) {
        setStepFailure(serverMessageOr(error, 'password_not_strong'))
        return
      }
      goTo(1)
    })
  }

  function submitUsername() {
    if (isBlank(draft.username)) {
      setErrors({ username: t('username_required') })
      return
    }
    setErrors({})
    void guard(async () => {
      try {
        await checkUsername.mutateAsync(draft.username.trim())
      } catch (error) {
        setErrors({ username: serverMessageOr(error, 'username_taken') })
        return
      }
      goTo(2)
    })
  }

  function submitConsents() {
    if (!draft.over18 || !draft.agreeTerms) {
      // The Sign Up button only shows once both are ticked; this guards Enter and scripts.
      if (!draft.over18) push({ message: t('over_18_required'), status: 'danger' })
      if (!draft.agreeTerms) push({ message: t('agree_terms_required'), status: 'danger' })
      setUntickedConsents({ over18: !draft.over18, agreeTerms: !draft.agreeTerms })
      return
    }
    void guard(async () => {
      try {
        await register.mutateAsync({ body: buildRegisterPayload(draft), referralId })
      } catch (error) {
        const username = fieldError(error, 'username')
        if (username) {
          setErrors({ username })
          goTo(1)
          return
        }
        const credentials =
          fieldError(error, 'email') ??
          fieldError(error, 'password') ??
          fieldError(error, 'confirm_password')
        if (credentials) {
          goTo(0)
          setStepFailure(credentials)
          return
        }
        setStepFailure(t('registration_error'))
        push({ message: t('registration_error'), status: 'danger' })
        return
      }
      push({ message: t('registration_success'), status: 'success' })
      setSentTo(draft.email.trim())
    })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step === 0) submitCredentials()
    else if (step === 1) submitUsername()
    else submitConsents()
  }

  if (sentTo !== null) return <ActivationSent email={sentTo} />

  const stepNames = [
    t('account_register_step_credentials'),
    t('account_register_step_username'),
    t('account_register_step_consents'),
  ]
  const canSignUp = draft.over18 && draft.agreeTerms

  return (
    <div className={layout.form}>
      <RegisterProgress steps={stepNames} current={step} />
      <NativeForm className={layout.form} onSubmit={submit}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          <span className={styles.stepCount}>
            {t('account_step_count', { step: step + 1, total: stepNames.length })}
          </span>
          {stepNames[step]}
        </h2>
        {stepFailure && (
          <FormMessage tone="danger" announce>
            {stepFailure}
          </FormMessage>
        )}

        {step === 0 && (
          <>
            <TextField
              label={t('account_email_label')}
              name="email"
              type="email"
              autoComplete="email"
              value={draft.email}
              onChange={(value) => {
                update('email', value)
                clearError('email')
              }}
              isRequired
              errorMessage={errors.email}
            />
            <TextField
              label={t('account_password_label')}
              name="password"
              type="password"
              autoComplete="new-password"
              value={draft.password}
              onChange={(value) => {
                update('password', value)
                clearError('password')
              }}
              isRequired
              errorMessage={errors.password}
            />
            <TextField
              label={t('account_confirm_password_label')}
              name="confirm_password"
              type="password"
              autoComplete="new-password"
              value={draft.confirmPassword}
              onChange={(value) => {
                update('confirmPassword', value)
                clearError('confirmPassword')
              }}
              isRequired
              errorMessage={errors.confirmPassword}
            />
          </>
        )}

        {step === 1 && (
          <>
            <TextField
              label={t('account_username_label')}
              name="username"
              autoComplete="username"
              description={t('account_username_description')}
              value={draft.username}
              onChange={(value) => {
                update('username', value)
                clearError('username')
              }}
              isRequired
              errorMessage={errors.username}
            />
          </>
        )}

        {step === 2 && (
          <>
            <div className={styles.consents}>
              <Checkbox
                name="over_18"
                isSelected={draft.over18}
                onChange={(selected) => {
                  update('over18', selected)
                  setUntickedConsents((c) => ({ ...c, over18: !selected }))
                }}
                errorMessage={untickedConsents.over18 ? t('over_18_required') : undefined}
              >
                {t('account_over_18_label')}
              </Checkbox>
              <Checkbox
                name="agree_terms"
                isSelected={draft.agreeTerms}
                onChange={(selected) => {
                  update('agreeTerms', selected)
                  setUntickedConsents((c) => ({ ...c, agreeTerms: !selected }))
                }}
                errorMessage={untickedConsents.agreeTerms ? t('agree_terms_required') : undefined}
              >
                {t('account_agree_terms_label')}
              </Checkbox>
              <Checkbox
                name="no_email_marketing"
                isSelected={draft.noEmailMarketing}
                onChange={(selected) => update('noEmailMarketing', selected)}
              >
                {t('account_no_marketing_label')}
              </Checkbox>
            </div>
            {!canSignUp && <p className={styles.hint}>{t('account_consent_hint')}</p>}
          </>
        )}
        {/*
          One set of buttons for every step, so the submit button keeps its identity (and focus
          target) as the wizard moves on; only its label changes.
        */}
        <div className={step === 0 ? layout.actions : layout.actionsBetween}>
          {step > 0 && (
            <NativeButton
              key="back"
              variant="secondary"
              size="lg"
              onClick={() => goTo(step === 2 ? 1 : 0)}
              disabled={isSubmitting}
            >
              {t('account_back')}
            </NativeButton>
          )}
          {(step < 2 || canSignUp) && (
            <NativeButton
              key="submit"
              type="submit"
              variant="primary"
              size="lg"
              fullWidth={step === 0}
              isPending={isSubmitting}
            >
              {step < 2 ? t('account_next') : t('account_register_submit')}
            </NativeButton>
          )}
        </div>
      </NativeForm>

      {step === 0 && (
        <>
          <OrDivider>{t('account_or')}</OrDivider>
          <GoogleSignIn type="sign_up" loadUser={loadUser} onSignedIn={onSignedIn} />
        </>
      )}
      <p className={layout.footnote}>
        {t('account_have_account')}{' '}
        <Link to="/login" variant="inline">
          {t('account_login_link')}
        </Link>
      </p>
      <LegalLinks />
    </div>
  )
}

/** The registration screen links to the terms, the privacy policy and the cookie policy. */
function LegalLinks() {
  return (
    <nav aria-label={t('account_legal_links_label')}>
      <p className={styles.legal}>
        {t('account_legal_intro')}{' '}
        <Link to="/terms-and-conditions" variant="inline">
          {t('account_terms_link')}
        </Link>
        {', '}
        <Link to="/privacy-policy" variant="inline">
          {t('account_privacy_link')}
        </Link>
        {` ${t('account_legal_and')} `}
        <Link to="/cookies" variant="inline">
          {t('account_cookies_link')}
        </Link>
        .
      </p>
    </nav>
  )
}
