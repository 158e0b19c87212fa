import type { LoginCredentials } from '../api/account-api'

/**
 * The session actions account screens need. The session feature owns them; route files pass
 * them in, because one feature never imports another.
 */
export interface SessionBridge {
  /** Signs in: stores both tokens and loads the member. Rejects with the `ApiError`. */
  login: (credentials: LoginCredentials) => Promise<unknown>
  /** Loads the member after this feature stored the tokens itself (Google sign-in). */
  loadUser: () => Promise<unknown>
}
