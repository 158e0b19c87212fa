import type { QueryClient } from '@tanstack/react-query'
import { sessionKeys, sessionQueries } from './api/session-queries'
import type { Profile } from './lib/groups'

/** What route guards need to know about the visitor; it travels in the router context. */
export interface SessionContext {
  /**
   * The signed-in member's profile, or `null` for a visitor. Waits for a profile load already in
   * flight and reuses a fresh cached one, so guards cost no extra request between pages.
   */
  ensureUser: () => Promise<Profile | null>
  /**
   * Waits for a stored session's profile, so a page opens with the member's controls rather than
   * a visitor's. Never throws, and does not ask again after a failed load: the guard or the header
   * already shows that failure, and its retries are spent.
   */
  settleUser: () => Promise<void>
}

export function createSessionContext(queryClient: QueryClient): SessionContext {
  return {
    ensureUser: () => queryClient.ensureQueryData(sessionQueries.profile()),
    settleUser: async () => {
      if (queryClient.getQueryState(sessionKeys.profile())?.status === 'error') return
      await queryClient.ensureQueryData(sessionQueries.profile()).catch(() => null)
    },
  }
}
