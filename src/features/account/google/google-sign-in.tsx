import { Suspense, useEffect, useState } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { onDemand } from '#lib/on-demand'
import { writeTokens } from '#lib/api/tokens'
import { useGoogleTokenLogin, type SocialLoginResult } from '../api/account-api'
import { firstNonFieldError } from '../lib/messages'
import {
  GoogleCancelled,
  googleClientId,
  loadGoogleIdentity,
  requestGoogleAccessToken,
} from './google-identity'
import { GoogleMark } from './google-mark'
import * as styles from './google-sign-in.css'

// Mock mode's stand-in for Google's consent popup: loaded when someone first presses the button,
// so the sign-in pages' first load carries no dialog code (issue 10).
const GoogleConsentDialog = onDemand(() =>
  import('./google-consent-dialog').then((module) => module.GoogleConsentDialog),
)

const IS_MOCK = import.meta.env.VITE_API_MODE === 'mock'

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
  const { push } = useAlertActions()
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
      <NativeButton
        variant="secondary"
        fullWidth
        className={styles.googleButton}
        isPending={isSigningIn}
        onClick={() => void start()}
      >
        <GoogleMark />
        {label}
      </NativeButton>
      {IS_MOCK && isConsentOpen && (
        <Suspense fallback={null}>
          <GoogleConsentDialog
            onOpenChange={setConsentOpen}
            onContinue={(token) => void signInWithToken(token)}
          />
        </Suspense>
      )}
    </div>
  )
}
