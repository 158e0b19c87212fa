import { useState } from 'react'
import { Button } from '#components/ui/button'
import { ConfirmDialog } from '#components/ui/dialog'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { useDeleteAccount } from '../api/account-api'
import * as layout from '../components/account-layout.css'

/**
 * The danger zone (docs/behaviour.md#accounts-and-sign-in): deleting the account, after a
 * confirmation that says all data goes and the e-mail cannot register again. A 205 ends the session
 * (the route's `onDeleted`).
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [isOpen, setOpen] = useState(false)
  const remove = useDeleteAccount()
  const { push } = useAlertActions()

  async function confirm() {
    try {
      await remove.mutateAsync()
    } catch (error) {
      push({ message: t('account_delete_error'), status: 'danger' })
      // The confirmation comes back, saying so, for another try.
      throw error
    }
    push({ message: t('account_delete_success'), status: 'success' })
    await onDeleted()
  }

  return (
    <div className={layout.actions}>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('account_delete_button')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        tone="danger"
        title={t('account_delete_title')}
        confirmLabel={t('account_delete_confirm')}
        onConfirm={confirm}
        failureMessage={t('account_delete_error')}
      >
        {t('account_delete_body')}
      </ConfirmDialog>
    </div>
  )
}
