import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server, setScenario } from '#mocks/node'
import { sessionKeys } from '#features/session/api/session-queries'
import { apiPost } from '#lib/api/client'
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, readTokens } from '#lib/api/tokens'
import { DEMO_PASSWORD } from '#mocks/db/seed'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'

setupMockBackend()

describe('a session stored by a previous visit', () => {
  it('is picked up on load: the stored token goes on the first call and the member is shown', async () => {
    await signIn('filmfan')
    const stored = localStorage.getItem(ACCESS_TOKEN_KEY)
    const sent: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth')
        sent.push(request.headers.get('Authorization'))
    })
    renderApp('/home')

    expect(
      await screen.findByRole('button', { name: 'Account menu for filmfan' }),
    ).toBeInTheDocument()
    expect(sent[0]).toBe(`Bearer ${stored}`)
  })

  it('shows the visitor controls when no session is stored', async () => {
    renderApp('/home')

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument()
  })
})

describe('signing out', () => {
  it('clears the session and private data, says goodbye and leaves a members-only page', async () => {
    await signIn('filmfan')
    const app = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    app.queryClient.setQueryData(['private', 'notifications', 'list'], { results: [] })

    await app.user.click(screen.getByRole('button', { name: 'Menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    await app.user.click(within(menu).getByRole('button', { name: 'Logout' }))

    expect(await screen.findByText('Logout successful, see you soon!')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect(readTokens()).toEqual({ access: null, refresh: null })
    expect(app.queryClient.getQueryData(['private', 'notifications', 'list'])).toBeUndefined()
    expect(app.queryClient.getQueryData(sessionKeys.profile())).toBeNull()
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument()
  })

  it('signs out locally even when the server fails, and says the logout failed', async () => {
    await signIn('filmfan')
    server.use(
      http.post('*/api/auth/logout', () =>
        HttpResponse.json({ detail: 'Server down' }, { status: 500 }),
      ),
    )
    const app = renderApp('/home')
    await screen.findByRole('button', { name: 'Account menu for filmfan' })

    await app.user.click(screen.getByRole('button', { name: 'Menu' }))
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'Logout',
      }),
    )

    expect(await screen.findByText('Logout error, please try again.')).toBeInTheDocument()
    expect(readTokens()).toEqual({ access: null, refresh: null })
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument(),
    )
  })
})

describe('a session that cannot be refreshed', () => {
  it('ends: the visitor continues anonymously, private caches are gone, members-only pages ask to sign in', async () => {
    await signIn('filmfan')
    setScenario('refresh-failed')
    const app = renderApp('/home')
    app.queryClient.setQueryData(['private', 'notifications', 'list'], { results: [] })

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    await waitFor(() => expect(readTokens()).toEqual({ access: null, refresh: null }))
    await waitFor(() =>
      expect(app.queryClient.getQueryData(['private', 'notifications', 'list'])).toBeUndefined(),
    )
    expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0)

    await app.router.navigate({ to: '/notifications' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/login?redirect=%2Fnotifications')
  })

  it('sends a member who opens a members-only page with a dead session to sign in', async () => {
    await signIn('filmfan')
    setScenario('refresh-failed')
    const app = renderApp('/notifications')

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/login?redirect=%2Fnotifications')
    expect(readTokens()).toEqual({ access: null, refresh: null })
  })

  it('is refreshed once and kept when only the access token expired', async () => {
    await signIn('filmfan')
    setScenario('session-expired')
    let refreshes = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth/login/refresh') refreshes += 1
    })
    renderApp('/profile')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument()
    expect(refreshes).toBe(1)
    expect(readTokens().access).not.toBeNull()
  })
})

describe('other tabs', () => {
  /** What the browser does in this tab when another tab of the site changes local storage. */
  function changeStorageInAnotherTab(key: string, newValue: string | null) {
    const oldValue = localStorage.getItem(key)
    if (newValue === null) localStorage.removeItem(key)
    else localStorage.setItem(key, newValue)
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }))
  }

  it('sign this tab out when another tab signs out', async () => {
    await signIn('filmfan')
    const app = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })

    changeStorageInAnotherTab(REFRESH_TOKEN_KEY, null)
    changeStorageInAnotherTab(ACCESS_TOKEN_KEY, null)

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/login?redirect=%2Fsettings')
  })

  it('sign this tab in when another tab signs in', async () => {
    renderApp('/home')
    await screen.findByRole('heading', { level: 1, name: 'Home' })
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument()

    const tokens = await apiPost('/api/auth/login', {
      body: { username: 'critic', password: DEMO_PASSWORD },
    })
    changeStorageInAnotherTab(REFRESH_TOKEN_KEY, tokens.refresh)
    changeStorageInAnotherTab(ACCESS_TOKEN_KEY, tokens.access)

    expect(
      await screen.findByRole('button', { name: 'Account menu for critic' }),
    ).toBeInTheDocument()
  })
})
