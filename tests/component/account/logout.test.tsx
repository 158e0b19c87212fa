import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '#mocks/node'
import { readTokens } from '#lib/api/tokens'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { alertSaying, checkLifetime } from '#tests/utils/clock'

setupMockBackend()

async function logOutFrom(path: string) {
  await signIn('filmfan')
  const app = renderApp(path)
  const menuButton = await screen.findByRole('button', { name: 'Account menu for filmfan' })
  await app.user.click(menuButton)
  const menu = await screen.findByRole('dialog', { name: 'Menu' })
  return { app, logout: within(menu).getByRole('button', { name: 'Logout' }) }
}

function privateQueriesWithData(app: ReturnType<typeof renderApp>) {
  return app.queryClient
    .getQueryCache()
    .findAll({ queryKey: ['private'] })
    .filter((query) => query.state.data !== undefined && query.state.data !== null)
}

describe('logout (session feature, wired in the shell)', () => {
  it('says goodbye for 5 seconds and clears tokens, user and private data', async () => {
    const { app, logout } = await logOutFrom('/settings')
    expect(privateQueriesWithData(app).length).toBeGreaterThan(0)

    await checkLifetime(5_000, {
      act: () => app.user.click(logout),
      appeared: async () => {
        const region = screen.getByRole('region', { name: 'Alerts' })
        expect(
          await within(region).findByText('Logout successful, see you soon!'),
        ).toBeInTheDocument()
        return region
      },
      ...alertSaying('Logout successful, see you soon!'),
    })
    expect(readTokens()).toEqual({ access: null, refresh: null })
    expect(privateQueriesWithData(app)).toHaveLength(0)
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
  })

  it('puts focus on the page heading, not <body>, once the account button is gone', async () => {
    const { app, logout } = await logOutFrom('/new')

    await app.user.click(logout)

    expect(await screen.findByText('Logout successful, see you soon!')).toBeInTheDocument()
    const heading = screen.getByRole('heading', { level: 1 })
    await vi.waitFor(() => expect(heading).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Account menu for filmfan' })).toBeNull()
  })

  it('signing out on a members-only list asks the server nothing more for the member (no 401)', async () => {
    const { app, logout } = await logOutFrom('/notifications')
    // The menu is open (modal), so the list behind it is hidden from the accessibility tree.
    expect(await screen.findAllByRole('article', { hidden: true })).not.toHaveLength(0)
    const withoutToken: string[] = []
    const watch = ({ request }: { request: Request }) => {
      if (!request.headers.has('authorization')) withoutToken.push(new URL(request.url).pathname)
    }
    server.events.on('request:start', watch)
    try {
      await app.user.click(logout)
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
      await screen.findByText('Logout successful, see you soon!')
    } finally {
      server.events.removeListener('request:start', watch)
    }
    expect(withoutToken.filter((path) => path.startsWith('/api/notification'))).toEqual([])
  })

  it('says the logout failed but still signs out locally', async () => {
    server.use(
      http.post('*/api/auth/logout', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    )
    const { app, logout } = await logOutFrom('/home')

    await app.user.click(logout)

    expect(await screen.findByText('Logout error, please try again.')).toBeInTheDocument()
    expect(readTokens()).toEqual({ access: null, refresh: null })
    expect(privateQueriesWithData(app)).toHaveLength(0)
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' }),
    ).toBeInTheDocument()
  })
})
