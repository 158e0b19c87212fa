import { useCallback } from 'react'
import { useIsMutating, useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { sessionMutationKeys, sessionQueries } from './api/session-queries'
import { hasSessionTokensAtom } from './atoms'
import { hasGroup as profileHasGroup, type Profile } from './lib/groups'

export interface Session {
  /** The signed-in member's profile, or `null` for a visitor (and while it loads). */
  user: Profile | null
  isAuthenticated: boolean
  /** Tokens are stored but the profile has not answered yet: show nothing account-related. */
  isLoading: boolean
  /** A sign-in or sign-out is in flight. */
  isWaiting: boolean
  hasGroup: (name: string) => boolean
}

export function useSession(): Session {
  const hasTokens = useAtomValue(hasSessionTokensAtom)
  const profile = useQuery({
    ...sessionQueries.profile(),
    enabled: hasTokens,
    // A failed profile load is already on screen (the guard's error page) or harmless (public
    // pages show the visitor controls); mounting the header must not repeat the failing calls.
    retryOnMount: false,
  })
  const isWaiting = useIsMutating({ mutationKey: sessionMutationKeys.all }) > 0
  const user = hasTokens ? (profile.data ?? null) : null
  const hasGroup = useCallback((name: string) => profileHasGroup(user, name), [user])
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: hasTokens && profile.isPending,
    isWaiting,
    hasGroup,
  }
}
