import type { components } from '#openapi/schema.gen'

/**
 * The session tokens. Both are kept in local storage (docs/behaviour.md#sessions-and-tokens) so a
 * session survives reloads and is shared by every tab; that is an accepted risk (any script on the
 * origin can read them; README.md → Decisions), kept small by a short-lived access token, a strict
 * CSP, no third-party scripts and rendering user content as text only.
 *
 * Local storage is the single source of truth: every read goes to it, so a token written by
 * another tab is used at once. Listeners hear about writes from this tab and, through the
 * `storage` event, from the others.
 */

export const ACCESS_TOKEN_KEY = 'film-waffle:access-token'
export const REFRESH_TOKEN_KEY = 'film-waffle:refresh-token'

export interface StoredTokens {
  access: string | null
  refresh: string | null
}

/** What sign-in and refresh answer (openapi `TokenPair`). */
export type TokenPair = components['schemas']['TokenPair']

/** Why a session ended without the member asking for it. */
export type SessionEndReason = 'refresh-failed' | 'signed-out-elsewhere'

/** `this-tab` for writes made here, `other-tab` for changes heard through the `storage` event. */
export type TokenChangeSource = 'this-tab' | 'other-tab'

type TokensListener = (tokens: StoredTokens, source: TokenChangeSource) => void
type SessionEndedListener = (reason: SessionEndReason) => void

const tokenListeners = new Set<TokensListener>()
const sessionEndedListeners = new Set<SessionEndedListener>()

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
    return null
  }
}

function readItem(key: string): string | null {
  try {
    const value = storage()?.getItem(key) ?? null
    return value === '' ? null : value
  } catch {
    return null
  }
}

export function readTokens(): StoredTokens {
  return { access: readItem(ACCESS_TOKEN_KEY), refresh: readItem(REFRESH_TOKEN_KEY) }
}

function notify(source: TokenChangeSource): void {
  const tokens = readTokens()
  for (const listener of [...tokenListeners]) listener(tokens, source)
}

export function writeTokens(tokens: TokenPair): void {
  try {
    storage()?.setItem(ACCESS_TOKEN_KEY, tokens.access)
    storage()?.setItem(REFRESH_TOKEN_KEY, tokens.refresh)
  } catch {
    // A full or blocked storage leaves the member signed out on the next call: nothing else to do.
  }
  notify('this-tab')
}

export function clearTokens(): void {
  try {
    storage()?.removeItem(ACCESS_TOKEN_KEY)
    storage()?.removeItem(REFRESH_TOKEN_KEY)
  } catch {
    // See writeTokens.
  }
  notify('this-tab')
}

/** Clears the tokens and tells the app layer, which forgets the member and their private data. */
export function endSession(reason: SessionEndReason): void {
  clearTokens()
  for (const listener of [...sessionEndedListeners]) listener(reason)
}

function onStorage(event: StorageEvent): void {
  // `key === null` means another tab cleared the whole storage.
  if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== REFRESH_TOKEN_KEY)
    return
  const signedOutElsewhere =
    (event.key === null || event.key === ACCESS_TOKEN_KEY) &&
    event.oldValue !== null &&
    event.newValue === null
  notify('other-tab')
  if (signedOutElsewhere) {
    for (const listener of [...sessionEndedListeners]) listener('signed-out-elsewhere')
  }
}

let listeningToOtherTabs = false

function syncStorageListener(): void {
  if (typeof window === 'undefined') return
  const wanted = tokenListeners.size > 0 || sessionEndedListeners.size > 0
  if (wanted && !listeningToOtherTabs) window.addEventListener('storage', onStorage)
  if (!wanted && listeningToOtherTabs) window.removeEventListener('storage', onStorage)
  listeningToOtherTabs = wanted
}

/** Hears every change of the stored tokens, in this tab or another. */
export function subscribeTokens(listener: TokensListener): () => void {
  tokenListeners.add(listener)
  syncStorageListener()
  return () => {
    tokenListeners.delete(listener)
    syncStorageListener()
  }
}

/** Hears a session ending on its own: a refused refresh here, or a sign-out in another tab. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener)
  syncStorageListener()
  return () => {
    sessionEndedListeners.delete(listener)
    syncStorageListener()
  }
}
