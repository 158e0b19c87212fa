import { useState } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { Icon } from '#components/ui/icon'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { useCreateApiKey } from '../api/account-api'
import { FormMessage } from '#components/ui/form-message'
import * as layout from '../components/account-layout.css'
import { serverMessageOr } from '../lib/messages'
import { useSubmitGuard } from '#lib/use-submit-guard'
import * as styles from './settings.css'

/**
 * Creates a personal API key. The key is shown once, here, with a copy button: it lives only in
 * this component's state, never in a cache or storage, and is gone when the page is left.
 */
export function ApiKeyPanel() {
  const [key, setKey] = useState<string | null>(null)
  const create = useCreateApiKey()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()

  function createKey() {
    void guard(async () => {
      try {
        setKey((await create.mutateAsync()).key)
      } catch (error) {
        push({ message: serverMessageOr(error, 'account_api_key_error'), status: 'danger' })
      }
    })
  }

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value)
      push({ message: t('copied_to_clipboard'), status: 'success' })
    } catch {
      push({ message: t('copy_to_clipboard_error'), status: 'warning' })
    }
  }

  return (
    <div className={layout.form}>
      {key !== null && (
        <div className={styles.keyBox}>
          <TextField
            label={t('account_api_key_label')}
            value={key}
            isReadOnly
            className={styles.keyField}
          />
          <NativeButton variant="secondary" onClick={() => void copy(key)}>
            <Icon name="check" size={16} />
            {t('account_api_key_copy')}
          </NativeButton>
          <FormMessage tone="warning">{t('account_api_key_once')}</FormMessage>
        </div>
      )}
      <div className={layout.actionsEnd}>
        <NativeButton variant="secondary" isPending={isSubmitting} onClick={createKey}>
          {t('account_api_key_create')}
        </NativeButton>
      </div>
    </div>
  )
}
