import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPost } from '#lib/api/client'
import { clearTokens, readTokens } from '#lib/api/tokens'
import { resetMemberData, sessionMutationKeys } from './session-queries'

export type LogoutOutcome = 'signed-out' | 'error'

/**
 * Signs out (docs/behaviour.md#sessions-and-tokens): POST the refresh token to be blacklisted, and
 * whatever the answer, clear the tokens, the user and every private query. Resolves with the
 * outcome so the caller can say "Logout successful, see you soon!" or "Logout error, please try
 * again."; it never rejects, and the member is signed out locally either way.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: sessionMutationKeys.logout(),
    mutationFn: async (): Promise<LogoutOutcome> => {
      const { refresh } = readTokens()
      let outcome: LogoutOutcome = 'signed-out'
      try {
        if (refresh !== null) await apiPost('/api/auth/logout', { body: { refresh } })
      } catch {
        outcome = 'error'
      } finally {
        clearTokens()
        await resetMemberData(queryClient)
      }
      return outcome
    },
  })
}
