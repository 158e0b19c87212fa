import { Dialog, Modal } from '#components/ui/dialog'
import { t } from '#i18n/en-account'
import type { SessionBridge } from '../lib/session-bridge'
import { LoginForm } from './login-form'

export interface LoginDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  session: SessionBridge
  /** Runs after the member signed in, once the dialog has closed. */
  onSignedIn?: () => void
}

/**
 * Sign-in as a dialog (docs/behaviour.md#accounts-and-sign-in), for screens where a visitor tries
 * something that needs an account: the same form as /login, and on success the visitor stays where
 * they were.
 */
export function LoginDialog({ isOpen, onOpenChange, session, onSignedIn }: LoginDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={t('account_login_dialog_title')}>
        {(close) => (
          <LoginForm
            variant="dialog"
            session={session}
            onNavigateAway={close}
            onSignedIn={() => {
              close()
              onSignedIn?.()
            }}
          />
        )}
      </Dialog>
    </Modal>
  )
}
