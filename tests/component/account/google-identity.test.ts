import { afterEach, describe, expect, it } from 'vitest'
import {
  GOOGLE_SCOPE,
  GOOGLE_SCRIPT_URL,
  GoogleCancelled,
  loadGoogleIdentity,
  requestGoogleAccessToken,
} from '#features/account/google/google-identity'

type Config = Parameters<NonNullable<Window['google']>['accounts']['oauth2']['initTokenClient']>[0]

function fakeGoogle(answer: (config: Config) => void) {
  const configs: Config[] = []
  const google = {
    accounts: {
      oauth2: {
        initTokenClient: (config: Config) => {
          configs.push(config)
          return { requestAccessToken: () => answer(config) }
        },
      },
    },
  }
  return { google, configs }
}

afterEach(() => {
  delete window.google
  document.head.querySelectorAll('script').forEach((script) => script.remove())
})

describe('Google Identity Services (http mode)', () => {
  it('asks for an access token with the implicit flow scope and the client id', async () => {
    const { google, configs } = fakeGoogle((config) =>
      config.callback({ access_token: 'ya29.token' }),
    )

    await expect(requestGoogleAccessToken(google, 'client-1')).resolves.toBe('ya29.token')
    expect(configs[0]).toMatchObject({ client_id: 'client-1', scope: 'openid profile email' })
    expect(GOOGLE_SCOPE).toBe('openid profile email')
  })

  it('reports a closed popup as a cancellation, not an error', async () => {
    const { google } = fakeGoogle((config) => config.error_callback?.({ type: 'popup_closed' }))

    await expect(requestGoogleAccessToken(google, 'client-1')).rejects.toBeInstanceOf(
      GoogleCancelled,
    )
  })

  it('loads the script once, lazily, and fails softly when it cannot load', async () => {
    expect(document.head.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)).toBeNull()
    const loading = loadGoogleIdentity()
    const script = document.head.querySelector<HTMLScriptElement>(
      `script[src="${GOOGLE_SCRIPT_URL}"]`,
    )
    expect(script).not.toBeNull()
    script?.dispatchEvent(new Event('error'))
    await expect(loading).rejects.toThrow('could not be loaded')

    // A later attempt tries again, and succeeds once the API is there.
    const retry = loadGoogleIdentity()
    const { google } = fakeGoogle(() => {})
    window.google = google
    document.head
      .querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_URL}"]:last-of-type`)
      ?.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBe(google)
  })
})
