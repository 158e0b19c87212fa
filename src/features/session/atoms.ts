import { atom } from 'jotai'
import { readTokens, subscribeTokens, type StoredTokens } from '#lib/api/tokens'

/*
 * Auth state (docs/behaviour.md#sessions-and-tokens) has three homes, none copying another:
 *   - the tokens live in local storage (src/lib/api/tokens.ts); `tokensAtom` lets React read them;
 *   - the user is the profile query (`sessionQueries.profile()`), never an atom;
 *   - ephemeral flags (the password-recovery link check) are atoms here.
 * `loading` and `waiting` are derived in `useSession` from the profile query and the in-flight
 * sign-in/sign-out mutations.
 */

const tokenRevisionAtom = atom(0)
tokenRevisionAtom.onMount = (bump) => {
  // Read once more on mount: the tokens may have changed between the first render and now.
  bump((revision) => revision + 1)
  return subscribeTokens(() => bump((revision) => revision + 1))
}

/** The stored tokens, kept current while mounted (this tab's writes and other tabs' alike). */
export const tokensAtom = atom<StoredTokens>((get) => {
  get(tokenRevisionAtom)
  return readTokens()
})

/** Whether some token is stored: the visitor may be a member whose profile is still loading. */
export const hasSessionTokensAtom = atom((get) => {
  const tokens = get(tokensAtom)
  return tokens.access !== null || tokens.refresh !== null
})
