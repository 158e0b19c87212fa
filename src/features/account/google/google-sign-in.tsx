import { useEffect, useState } from 'react'
import { Button } from '#components/ui/button'
import { Dialog, DialogActions, Modal } from '#components/ui/dialog'
import { t } from '#i18n/en-account'
import { useAlerts } from '#lib/alerts'
import { writeTokens } from '#lib/api/tokens'
import { useGoogleTokenLogin, type SocialLoginResult } from '../api/account-api'
import { firstNonFieldError } from '../lib/messages'
import {
  GoogleCancelled,
  googleClientId,
  loadGoogleIdentity,
  requestGoogleAccessToken,
} from './google-identity'
import * as styles from './google-sign-in.css'

const IS_MOCK = import.meta.env.VITE_API_MODE === 'mock'

/** The stand-in Google account of mock mode; the mocks accept any token but "invalid"/"expired". */
export const MOCK_GOOGLE_ACCOUNT = {
  name: 'Frankie Fielding',
  email: 'filmfan@example.com',
  token: 'mock-google-access-token',
} as const

/** The social-login answer is the login's token pair (openapi README, contract decision 13). */
function storeSocialLogin(result: SocialLoginResult): void {
  writeTokens({ access: result.access, refresh: result.refresh })
}

function logGoogleProblem(error: unknown): void {
  // A Google script failure is only logged (docs/behaviour.md#accounts-and-sign-in). `info`, not
  // `warn`: it is expected offline.
  console.info('Google sign-in is unavailable:', error instanceof Error ? error.message : error)
}

export interface GoogleSignInProps {
  /** `sign_in` on the login screens, `sign_up` on registration (only the wording differs). */
  type: 'sign_in' | 'sign_up'
  /** Loads the member once the tokens are stored (the session feature's job). */
  loadUser: () => Promise<unknown>
  /** Runs after the member is loaded: leave the page, close the dialog. */
  onSignedIn: () => void
}

/** The social sign-in button group: Google, through GIS in http mode or a stand-in in mock mode. */
export function GoogleSignIn({ type, loadUser, onSignedIn }: GoogleSignInProps) {
  const exchange = useGoogleTokenLogin()
  const { push } = useAlerts()
  const [isConsentOpen, setConsentOpen] = useState(false)
  const [isSigningIn, setSigningIn] = useState(false)
  const clientId = googleClientId()

  useEffect(() => {
    // Load ahead of the click, so the consent popup opens within the click's user gesture.
    if (IS_MOCK) return
    if (!clientId) {
      logGoogleProblem(new Error('VITE_GOOGLE_CLIENT_ID is not set.'))
      return
    }
    loadGoogleIdentity().catch(logGoogleProblem)
  }, [clientId])

  async function signInWithToken(token: string) {
    setSigningIn(true)
    try {
      storeSocialLogin(await exchange.mutateAsync(token))
      await loadUser()
      push({ message: t('login_success'), status: 'success' })
      onSignedIn()
    } catch (error) {
      const reason = firstNonFieldError(error)
      push(
        reason
          ? { message: reason, status: 'warning' }
          : { message: t('registration_error'), status: 'danger' },
      )
    } finally {
      setSigningIn(false)
    }
  }

  async function start() {
    if (isSigningIn) return
    if (IS_MOCK) {
      setConsentOpen(true)
      return
    }
    if (!clientId) {
      logGoogleProblem(new Error('VITE_GOOGLE_CLIENT_ID is not set.'))
      return
    }
    let token: string
    try {
      token = await requestGoogleAccessToken(await loadGoogleIdentity(), clientId)
    } catch (error) {
      if (!(error instanceof GoogleCancelled)) logGoogleProblem(error)
      return
    }
    await signInWithToken(token)
  }

  const label = type === 'sign_up' ? t('account_google_sign_up') : t('account_google_sign_in')

  return (
    <div role="group" aria-label={t('account_google_group_label')} className={styles.group}>
      <Button
        variant="secondary"
        fullWidth
        className={styles.googleButton}
        isPending={isSigningIn}
        onPress={() => void start()}
      >
        <GoogleMark />
        {label}
      </Button>
      {IS_MOCK && (
        <Modal isOpen={isConsentOpen} onOpenChange={setConsentOpen} size="sm">
          <Dialog title={t('account_google_consent_title')}>
            {(close) => (
              <div className={styles.consent}>
                <p className={styles.brand}>
                  <GoogleMark />
                  {t('account_google_brand')}
                </p>
                <p className={styles.consentText}>{t('account_google_consent_text')}</p>
                <Button
                  variant="secondary"
                  fullWidth
                  className={styles.accountButton}
                  onPress={() => {
                    close()
                    void signInWithToken(MOCK_GOOGLE_ACCOUNT.token)
                  }}
                >
                  <span className={styles.accountInitial} aria-hidden="true">
                    {MOCK_GOOGLE_ACCOUNT.name.charAt(0)}
                  </span>
                  <span className={styles.accountText}>
                    <span className={styles.accountName}>{MOCK_GOOGLE_ACCOUNT.name}</span>
                    <span className={styles.accountEmail}>
                      {t('account_google_consent_continue', { email: MOCK_GOOGLE_ACCOUNT.email })}
                    </span>
                  </span>
                </Button>
                <p className={styles.demoNote}>{t('account_google_consent_demo')}</p>
                <DialogActions>
                  <Button variant="ghost" onPress={close}>
                    {t('ui_cancel')}
                  </Button>
                </DialogActions>
              </div>
            )}
          </Dialog>
        </Modal>
      )}
    </div>
  )
}

/** Google's "G", drawn in its brand colours as Google's sign-in guidelines ask. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  )
}
