import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { components } from '#openapi/schema.gen'
import { apiPost } from '#lib/api/client'
import { writeTokens } from '#lib/api/tokens'
import { resetMemberData, sessionMutationKeys, sessionQueries } from './session-queries'

export type LoginCredentials = components['schemas']['LoginRequest']

/**
 * Signs in (docs/behaviour.md#sessions-and-tokens): POST the credentials, store the token pair,
 * then load the profile. Resolves with the profile; a failure rejects with the `ApiError` (its
 * `message` is the server's `detail`, e.g. the two-factor "not verified" text the login screen
 * checks for). On success the router re-runs its guards, so /login sends the member on to
 * `?redirect=` or `/`.
 */
export function useLogin() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationKey: sessionMutationKeys.login(),
    mutationFn: async (credentials: LoginCredentials) => {
      const tokens = await apiPost('/api/auth/login', { body: credentials })
      writeTokens(tokens)
      await resetMemberData(queryClient)
      const profile = await queryClient.fetchQuery({ ...sessionQueries.profile(), staleTime: 0 })
      if (profile === null) throw new Error('The profile could not be loaded after signing in.')
      return profile
    },
    onSuccess: () => router.invalidate(),
  })
}
