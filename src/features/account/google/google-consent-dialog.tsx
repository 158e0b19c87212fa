import { Button } from '#components/ui/button'
import { Dialog, DialogActions, Modal } from '#components/ui/dialog'
import { t } from '#i18n/en-account'
import { GoogleMark } from './google-mark'
import * as styles from './google-sign-in.css'

/** The stand-in Google account of mock mode; the mocks accept any token but "invalid"/"expired". */
export const MOCK_GOOGLE_ACCOUNT = {
  name: 'Frankie Fielding',
  email: 'filmfan@example.com',
  token: 'mock-google-access-token',
} as const

export interface GoogleConsentDialogProps {
  onOpenChange: (isOpen: boolean) => void
  /** The person chose the stand-in account: sign in with its token. */
  onContinue: (token: string) => void
}

/**
 * Mock mode's stand-in for Google's consent popup (http mode opens Google's own). Mounted only
 * while open; react-aria's modal gives focus back to the Google button when it closes.
 */
export function GoogleConsentDialog({ onOpenChange, onContinue }: GoogleConsentDialogProps) {
  return (
    <Modal isOpen onOpenChange={onOpenChange} size="sm">
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
                onContinue(MOCK_GOOGLE_ACCOUNT.token)
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
  )
}
