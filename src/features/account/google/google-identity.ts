/**
 * Google Identity Services (GIS) in its implicit "token" flow (scope openid, profile and
 * email). Only http-mode builds load it, and only when a screen with the Google button appears:
 * the script is a third-party download nobody else needs. The types below describe the part of
 * Google's browser API we call; they are Google's contract, not ours.
 */

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client'
export const GOOGLE_SCOPE = 'openid profile email'

interface TokenResponse {
  access_token?: string
  error?: string
  error_description?: string
}

interface TokenClient {
  requestAccessToken: (overrides?: { prompt?: string }) => void
}

interface TokenClientConfig {
  client_id: string
  scope: string
  callback: (response: TokenResponse) => void
  error_callback?: (error: { type: string; message?: string }) => void
}

interface GoogleIdentity {
  accounts: { oauth2: { initTokenClient: (config: TokenClientConfig) => TokenClient } }
}

declare global {
  interface Window {
    google?: GoogleIdentity
  }
}

let scriptPromise: Promise<GoogleIdentity> | null = null

/** Loads the GIS script once per page; a failed load may be retried by a later call. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.oauth2) return Promise.resolve(window.google)
  scriptPromise ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GOOGLE_SCRIPT_URL
    script.async = true
    script.defer = true
    script.onload = () => {
      if (window.google?.accounts?.oauth2) resolve(window.google)
      else reject(new Error('The Google Identity script loaded without its oauth2 API.'))
    }
    script.onerror = () => reject(new Error('The Google Identity script could not be loaded.'))
    document.head.append(script)
  }).catch((error: unknown) => {
    scriptPromise = null
    throw error
  })
  return scriptPromise
}

export class GoogleCancelled extends Error {
  override readonly name = 'GoogleCancelled'
}

/**
 * Asks Google for an access token. Call it straight from a click: the consent popup needs the
 * user's gesture, which is why the script is loaded ahead of the click when possible.
 */
export function requestGoogleAccessToken(
  google: GoogleIdentity,
  clientId: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: GOOGLE_SCOPE,
      callback: (response) => {
        if (response.access_token) resolve(response.access_token)
        else reject(new Error(response.error_description ?? response.error ?? 'No access token.'))
      },
      // The person closed the popup, or the browser blocked it: not an error worth a message.
      error_callback: (error) => reject(new GoogleCancelled(error.message ?? error.type)),
    })
    client.requestAccessToken()
  })
}

export function googleClientId(): string | undefined {
  const id = import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim()
  return id ? id : undefined
}
