import type { APIRequestContext, Page, Request } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERNAME, expect, test as base, TOKEN_STORAGE_KEYS } from '../fixtures'

/**
 * Fixtures of the `http` project: the http-mode build (no MSW, no service worker) talking over
 * real HTTP to the standalone mock server. The API origin comes from the project's
 * `metadata.apiURL` (playwright.config.ts), else `E2E_HTTP_API_URL`, so another project (an nginx
 * build, a container) can reuse these journeys with its own app and API origins.
 *
 * Every test starts on a freshly reset mock server with no scenario, and fails at teardown when
 * the page asked any host but the app and the API, or registered a service worker.
 */

export { expect }

export interface MockApi {
  /** The API origin, e.g. `http://localhost:4012`. */
  url: string
  request: APIRequestContext
  setScenario(name: string | null): Promise<void>
  /** The newest e-mail to `to` whose link matches `link`. */
  mailLink(to: string, link: RegExp): Promise<string>
  logIn(username?: string, password?: string): Promise<{ access: string; refresh: string }>
}

interface HttpFixtures {
  api: MockApi
  /** Every request the page's context made, in order (method and URL). */
  requests: Request[]
}

interface Mail {
  to: string
  link: string | null
}

export const test = base.extend<HttpFixtures>({
  api: async ({ playwright }, provide, testInfo) => {
    const url = String(
      testInfo.project.metadata.apiURL ?? process.env.E2E_HTTP_API_URL ?? 'http://localhost:4012',
    ).replace(/\/+$/, '')
    const request = await playwright.request.newContext({ baseURL: url })
    const setScenario = async (scenario: string | null) => {
      const answer = await request.put('/__mock/scenario', { data: { scenario } })
      expect(answer.status(), await answer.text()).toBe(200)
    }
    await setScenario(null)
    expect((await request.post('/__mock/reset', { data: {} })).status()).toBe(200)

    await provide({
      url,
      request,
      setScenario,
      async mailLink(to, link) {
        const mails = (await (await request.get('/__mock/mailbox')).json()) as Mail[]
        const found = mails.find((mail) => mail.to === to && mail.link && link.test(mail.link))
        if (!found?.link) throw new Error(`No e-mail to ${to} with a link like ${link}`)
        return found.link
      },
      async logIn(username = DEMO_USERNAME, password = DEMO_PASSWORD) {
        const answer = await request.post('/api/auth/login', { data: { username, password } })
        expect(answer.status(), await answer.text()).toBe(200)
        return (await answer.json()) as { access: string; refresh: string }
      },
    })
    await setScenario(null)
    await request.dispose()
  },

  requests: async ({ context }, provide) => {
    const seen: Request[] = []
    context.on('request', (request) => seen.push(request))
    await provide(seen)
  },

  page: async ({ page, api, requests, baseURL }, provide) => {
    await provide(page)
    const allowed = new Set([new URL(baseURL ?? page.url()).origin, new URL(api.url).origin])
    const elsewhere = requests
      .map((request) => request.url())
      .filter((url) => /^https?:/.test(url) && !allowed.has(new URL(url).origin))
    expect(elsewhere, `requests to hosts other than ${[...allowed].join(' and ')}`).toEqual([])
    expect(
      requests.filter((request) => request.url().includes('mockServiceWorker')),
      'an http-mode build never asks for the mock service worker',
    ).toEqual([])
    if (!page.isClosed() && page.url().startsWith('http')) {
      const workers = await page.evaluate(
        async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0,
      )
      expect(workers, 'no service worker is registered in http mode').toBe(0)
    }
  },
})

/** Resolves once the app rendered and the page's main heading shows (no service worker here). */
export async function waitForHttpApp(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

/** Signs in over the API from Node and hands the tokens to the app, which starts signed in. */
export async function signInOverHttp(page: Page, api: MockApi, path = '/home'): Promise<void> {
  const tokens = await api.logIn()
  await page.goto('/404')
  await page.evaluate(
    ({ keys, tokens }) => {
      localStorage.setItem(keys.access, tokens.access)
      localStorage.setItem(keys.refresh, tokens.refresh)
    },
    { keys: TOKEN_STORAGE_KEYS, tokens },
  )
  await page.goto(path)
  await waitForHttpApp(page)
}

/** Every picture on the page that comes from the API's origin, with whether it loaded. */
export async function picturesFrom(page: Page, origin: string) {
  return page.evaluate(
    (origin) =>
      [...document.images]
        .filter((image) => image.currentSrc.startsWith(origin))
        .map((image) => ({
          src: image.currentSrc,
          loaded: image.complete && image.naturalWidth > 0,
        })),
    origin,
  )
}

/** Requests the page made to `path` on the API (method and pathname, any query). */
export function callsTo(requests: Request[], apiUrl: string, method: string, path: string) {
  return requests.filter((request) => {
    const url = new URL(request.url())
    return (
      request.method() === method && url.origin === new URL(apiUrl).origin && url.pathname === path
    )
  })
}
