import { useCallback } from 'react'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { useSession } from './use-session'

/**
 * Visitors read, members act (docs/behaviour.md#visitors-and-members). `gate(warning, action)` runs
 * the action for a member and shows a visitor the warning ("If you want to create a post, please
 * log in") instead.
 */
export function useLoginGate() {
  const { isAuthenticated } = useSession()
  const { push } = useAlertActions()
  return useCallback(
    (warning: string, action: () => void) => {
      if (isAuthenticated) {
        action()
        return
      }
      push({ message: warning, status: 'warning', timeout: ALERT_TIMEOUT.loginWarning })
    },
    [isAuthenticated, push],
  )
}
