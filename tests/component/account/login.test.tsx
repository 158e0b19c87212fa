import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/db/seed'
import { server, setScenario } from '#mocks/node'
import { readTokens } from '#lib/api/tokens'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'
import { checkLifetime } from '#tests/utils/clock'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

async function openLogin(path = '/login') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Log in' })
  const main = screen.getByRole('main')
  return {
    app,
    main,
    username: within(main).getByRole('textbox', { name: 'Username' }),
    password: within(main).getByLabelText('Password'),
    submit: within(main).getByRole('button', { name: 'Log in' }),
  }
}

describe('/login', () => {
  it('asks for both fields before calling the server', async () => {
    const sent = captureRequests('POST', '/api/auth/login')
    const { app, main, submit } = await openLogin()

    await app.user.click(submit)

    expect(within(main).getByText('Please enter your username.')).toBeInTheDocument()
    expect(within(main).getByText('Please enter your password.')).toBeInTheDocument()
    expect(within(main).getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(sent).toHaveLength(0)
  })

  it('moves focus to the first field in error, so the keyboard lands on what needs fixing', async () => {
    const { app, username, password, submit } = await openLogin()

    await app.user.click(submit)
    await waitFor(() => expect(username).toHaveFocus())

    await app.user.type(username, 'filmfan')
    await app.user.click(submit)
    await waitFor(() => expect(password).toHaveFocus())
    expect(password).toHaveAccessibleDescription('Please enter your password.')
  })

  it('signs in, stores both tokens, greets the member and goes to the remembered page', async () => {
    const sent = captureRequests('POST', '/api/auth/login')
    const { app, username, password, submit } = await openLogin('/login?redirect=%2Fsettings')

    await app.user.type(username, 'filmfan')
    await app.user.type(password, DEMO_PASSWORD)
    await app.user.click(submit)

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/settings')
    expect(sent.map((r) => r.body)).toEqual([{ username: 'filmfan', password: DEMO_PASSWORD }])
    const tokens = readTokens()
    expect(tokens.access).toMatch(/^acc_/)
    expect(tokens.refresh).toMatch(/^ref_/)
    expect(screen.getByText('Welcome back! You are now logged in.')).toBeInTheDocument()
  })

  it('goes to / (the home page) when nothing was remembered', async () => {
    const { app, username, password, submit } = await openLogin()

    await app.user.type(username, 'critic')
    await app.user.type(password, DEMO_PASSWORD)
    await app.user.click(submit)

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/home')
  })

  it('shows the login error and keeps what was typed', async () => {
    const { app, main, username, password, submit } = await openLogin()

    await app.user.type(username, 'filmfan')
    await app.user.type(password, 'not-the-password')
    await app.user.click(submit)

    const alerts = await screen.findAllByText(
      'Login error, please check your credentials and try again.',
    )
    expect(alerts.length).toBeGreaterThan(0)
    expect(within(main).getByRole('textbox', { name: 'Username' })).toHaveValue('filmfan')
    expect(within(main).getByLabelText('Password')).toHaveValue('not-the-password')
    expect(readTokens().access).toBeNull()
    expect(app.currentHref()).toBe('/login')
  })

  it('tells an unverified member to verify, then moves to /verification after 5 seconds', async () => {
    const { app, username, password, submit } = await openLogin()
    await app.user.type(username, 'newbie')
    await app.user.type(password, DEMO_PASSWORD)

    const text =
      'Your account is not verified, you must verify before you can login. Redirecting you in 5 seconds...'
    await checkLifetime(5_000, {
      act: () => app.user.click(submit),
      appeared: () => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0)),
      stillThere: () => expect(app.currentHref()).toBe('/login'),
      // The move to /verification is checked below, once the real clock is back.
      over: () => undefined,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' }),
    ).toBeInTheDocument()
    expect(app.currentHref()).toBe('/verification')
  })

  it('sends one request however fast the button is pressed twice', async () => {
    setScenario('slow')
    const sent = captureRequests('POST', '/api/auth/login')
    const { app, username, password, submit } = await openLogin()
    await app.user.type(username, 'filmfan')
    await app.user.type(password, DEMO_PASSWORD)

    await app.user.dblClick(submit)

    await screen.findByRole('heading', { level: 1, name: 'Home' })
    expect(sent).toHaveLength(1)
  })

  it('links to password recovery and sign-up', async () => {
    const { main } = await openLogin()

    expect(within(main).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-my-password',
    )
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(within(main).getByRole('group', { name: 'Social sign-in' })).toBeInTheDocument()
  })

  it('treats any other failure (a server error) as a login error', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    )
    const { app, username, password, submit } = await openLogin()
    await app.user.type(username, 'filmfan')
    await app.user.type(password, DEMO_PASSWORD)
    await app.user.click(submit)

    expect(
      (await screen.findAllByText('Login error, please check your credentials and try again.'))
        .length,
    ).toBeGreaterThan(0)
  })
})
