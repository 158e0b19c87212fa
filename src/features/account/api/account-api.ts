import { queryOptions, useMutation } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiDelete, apiGet, apiPost, apiPut } from '#lib/api/client'
import { isApiError } from '#lib/api/errors'

type Schemas = components['schemas']

export type Profile = Schemas['Profile']
export type LoginCredentials = Schemas['LoginRequest']
export type RegisterRequest = Schemas['RegisterRequest']
export type CredentialsCheck = Schemas['RegistrationCheck1Request']
export type ProfileUpdate = Schemas['ProfileUpdateRequest']
export type ContactRequest = Schemas['ContactRequest']
export type PasswordRecoverRequest = Schemas['PasswordRecoverRequest']
export type SocialLoginResult = Schemas['TokenPair']

/*
 * The account feature's own calls. Sign-in itself and the signed-in profile belong to the session
 * feature; the route files hand its actions to these screens as props (features never import
 * each other). Keys: public, not ['private', …], because none of this is the member's cached data.
 */
export const accountKeys = {
  all: ['account'] as const,
  verification: (profileId: string, referralId: string | undefined) =>
    [...accountKeys.all, 'verification', profileId, referralId ?? null] as const,
  recoveryLink: (profile: number | undefined, session: string | undefined) =>
    [...accountKeys.all, 'recovery-link', profile ?? null, session ?? null] as const,
}

export type RecoveryLinkState = 'valid' | 'expired'

/** Queries of the account screens, as options a loader or a component can use alike. */
export const accountQueries = {
  /**
   * The verify call of /verification/confirm/{profileId}. A 404 answers like a failed link (no
   * user), so the screen has two outcomes to show, not three.
   */
  verification: (profileId: string, referralId: string | undefined) =>
    queryOptions({
      queryKey: accountKeys.verification(profileId, referralId),
      queryFn: async ({ signal }) => {
        // A link whose id is not a number cannot name a profile: it fails without a request.
        if (!/^\d+$/.test(profileId)) return { message: '', user: null }
        try {
          return await apiGet('/api/auth/verification/confirm/{profileId}', {
            params: { profileId: Number(profileId) },
            query: referralId ? { referral_id: referralId } : undefined,
            signal,
          })
        } catch (error) {
          if (isApiError(error) && error.status >= 400 && error.status < 500)
            return { message: error.message, user: null }
          throw error
        }
      },
      // Verifying is done once per visit: never again because a window regained focus.
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  /** Checks a password-recovery link; a link without both parameters is expired without asking. */
  recoveryLink: (profile: number | undefined, session: string | undefined) =>
    queryOptions({
      queryKey: accountKeys.recoveryLink(profile, session),
      queryFn: async ({ signal }): Promise<RecoveryLinkState> => {
        if (profile === undefined || session === undefined) return 'expired'
        try {
          const answer = await apiGet('/api/auth/forgot-my-password/verify', {
            query: { profile, session },
            signal,
          })
          return answer.valid ? 'valid' : 'expired'
        } catch (error) {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return 'expired'
          throw error
        }
      },
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
}

export function useCheckCredentials() {
  return useMutation({
    mutationFn: (body: CredentialsCheck) => apiPost('/api/auth/register/check-1', { body }),
  })
}

export function useCheckUsername() {
  return useMutation({
    mutationFn: (username: string) => apiPost('/api/auth/register/check-2', { body: { username } }),
  })
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ body, referralId }: { body: RegisterRequest; referralId?: string }) =>
      apiPost('/api/auth/register', {
        body,
        // The referral id travels only when there is one (docs/behaviour.md#accounts-and-sign-in).
        query: referralId ? { referral_id: referralId } : undefined,
      }),
  })
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiPost('/api/auth/verification', { body: { email } }),
  })
}

export function useRequestPasswordRecovery() {
  return useMutation({
    mutationFn: (email: string) => apiPost('/api/auth/forgot-my-password', { body: { email } }),
  })
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: (body: PasswordRecoverRequest) =>
      apiPost('/api/auth/forgot-my-password/recover', { body }),
  })
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiPut('/api/auth', { body }),
  })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => apiDelete('/api/auth') })
}

export function useSendReferral() {
  return useMutation({
    mutationFn: (email: string) => apiPost('/api/auth/referral', { body: { email } }),
  })
}

export function useCreateApiKey() {
  return useMutation({ mutationFn: () => apiPost('/api/auth/api-key') })
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => apiPost('/api/auth/contact/', { body }),
  })
}

export function useGoogleTokenLogin() {
  return useMutation({
    mutationFn: (token: string) => apiPost('/api/auth/google/login/token', { body: { token } }),
  })
}
