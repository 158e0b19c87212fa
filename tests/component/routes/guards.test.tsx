import { renderHook, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/db/seed'
import { server } from '#mocks/node'
import { useLogin } from '#features/session/api/use-login'
import { apiGet } from '#lib/api/client'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'

setupMockBackend()

describe('the Consumers-only routes', () => {
  it.each([
    ['/profile'],
    ['/profiles'],
    ['/profile/edit'],
    ['/profile/2'],
    ['/notifications'],
    ['/settings'],
  ])('send a visitor from %s to /login, remembering where they were going', async (path) => {
    const app = renderApp(path)

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(app.router.state.location.pathname).toBe('/login')
    expect(app.router.state.location.search).toEqual({ redirect: path })
  })

  it('return the visitor to the page they wanted once they sign in', async () => {
    const app = renderApp('/settings?tab=password')
    await screen.findByRole('heading', { level: 1, name: 'Log in' })
    const login = renderHook(() => useLogin(), { wrapper: app.wrapper })

    await login.result.current.mutateAsync({ username: 'filmfan', password: DEMO_PASSWORD })

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/settings?tab=password')
  })

  it('show the page to a member of Consumers', async () => {
    await signIn('filmfan')
    renderApp('/notifications')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument()
  })

  it('send a signed-in member outside Consumers to /404', async () => {
    await signIn('filmfan')
    const profile = await apiGet('/api/auth')
    server.use(
      http.get('*/api/auth', () =>
        HttpResponse.json({ ...profile, auth: { groups: [[7, 'Reviewers']] } }),
      ),
    )
    const app = renderApp('/profile')

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/404')
  })
})

describe('the signed-out-only routes', () => {
  it.each([
    ['/login'],
    ['/register'],
    ['/forgot-my-password'],
    ['/forgot-my-password/recovery?profile=1&session=x'],
  ])('send a signed-in member from %s to /home', async (path) => {
    await signIn('filmfan')
    const app = renderApp(path)

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/home')
  })

  it('stay open to a visitor', async () => {
    renderApp('/register?referral_id=ref-1')

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument()
  })

  it('never follow a redirect to another site', async () => {
    await signIn('filmfan')
    const app = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F')

    await screen.findByRole('heading', { level: 1, name: 'Home' })
    await waitFor(() => expect(app.currentHref()).toBe('/home'))
  })
})

describe('/verification', () => {
  it('sends a verified member to /home', async () => {
    await signIn('filmfan')
    const app = renderApp('/verification')

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/home')
  })

  it('is open to a visitor', async () => {
    renderApp('/verification')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' }),
    ).toBeInTheDocument()
  })
})
