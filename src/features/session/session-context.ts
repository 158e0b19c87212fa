import type { QueryClient } from '@tanstack/react-query'
import { sessionQueries } from './api/session-queries'
import type { Profile } from './lib/groups'

/** What route guards need to know about the visitor; it travels in the router context. */
export interface SessionContext {
  /**
   * The signed-in member's profile, or `null` for a visitor. Waits for a profile load already in
   * flight and reuses a fresh cached one, so guards cost no extra request between pages.
   */
  ensureUser: () => Promise<Profile | null>
}

export function createSessionContext(queryClient: QueryClient): SessionContext {
  return {
    ensureUser: () => queryClient.ensureQueryData(sessionQueries.profile()),
  }
}
