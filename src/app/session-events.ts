import type { QueryClient } from '@tanstack/react-query'
import { resetMemberData } from '#features/session/api/session-queries'
import { onSessionEnded, readTokens, subscribeTokens } from '#lib/api/tokens'
import type { AppRouter } from './router'

/**
 * The app's reaction to sessions changing outside a sign-in or sign-out made on this page:
 * a refused token refresh, or another tab signing out or in. The transport layer only reports
 * these; forgetting the member and their private queries and re-running the route guards (which
 * send a visitor on a members' page to sign in) happen here. Returns the function that stops it.
 */
export function connectSessionEvents({
  queryClient,
  router,
}: {
  queryClient: QueryClient
  router: AppRouter
}) {
  const forgetMember = () => {
    void resetMemberData(queryClient).then(() => router.invalidate())
  }

  const stopSessionEnded = onSessionEnded(forgetMember)

  let signedIn = readTokens().access !== null
  const stopTokens = subscribeTokens((tokens, source) => {
    const wasSignedIn = signedIn
    signedIn = tokens.access !== null
    // A sign-in in another tab: this tab's visitor data is now stale. (Sign-outs arrive above.)
    if (source === 'other-tab' && signedIn && !wasSignedIn) forgetMember()
  })

  return () => {
    stopSessionEnded()
    stopTokens()
  }
}
