import { useMemo } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { SessionBridge } from '#features/account/lib/session-bridge'
import { resetMemberData, sessionKeys, sessionQueries } from '#features/session/api/session-queries'
import { useLogin } from '#features/session/api/use-login'
import type { Profile } from '#features/session/lib/groups'
import { clearTokens } from '#lib/api/tokens'

/**
 * Route-level glue between the account screens and the session feature (features never import
 * each other, so the routes compose them): sign-in, loading the member after a Google sign-in
 * stored the tokens, replacing the cached member after a profile update, and forgetting the
 * member after the account is deleted.
 */
export function useSessionBridge() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const { mutateAsync: login } = useLogin()

  return useMemo(() => {
    const bridge: SessionBridge = {
      login,
      loadUser: async () => {
        await resetMemberData(queryClient)
        const profile = await queryClient.fetchQuery({ ...sessionQueries.profile(), staleTime: 0 })
        if (profile === null) throw new Error('The profile could not be loaded after signing in.')
        void router.invalidate()
        return profile
      },
    }
    return {
      bridge,
      setUser: (profile: Profile) => queryClient.setQueryData(sessionKeys.profile(), profile),
      /** Signs the member out locally: tokens, the user and every private query go. */
      forgetMember: async () => {
        clearTokens()
        await resetMemberData(queryClient)
      },
    }
  }, [login, queryClient, router])
}
