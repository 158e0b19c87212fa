import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/db/seed'
import { server } from '#mocks/node'
import { LoginDialog } from '#features/account/login/login-dialog'
import { readTokens } from '#lib/api/tokens'
import { useSessionBridge } from '#routes/-account/use-session-bridge'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

async function openLogin() {
  const app = renderApp('/login')
  await screen.findByRole('heading', { level: 1, name: 'Log in' })
  return { app, main: screen.getByRole('main') }
}

async function chooseGoogleAccount(app: ReturnType<typeof renderApp>, main: HTMLElement) {
  await app.user.click(within(main).getByRole('button', { name: 'Sign in with Google' }))
  const consent = await screen.findByRole('dialog', { name: 'Choose an account' })
  await app.user.click(
    within(consent).getByRole('button', { name: /Continue as filmfan@example\.com/ }),
  )
}

describe('Google sign-in (mock mode stand-in)', () => {
  it('exchanges the token, stores the pair, loads the member and goes on', async () => {
    const sent = captureRequests('POST', '/api/auth/google/login/token')
    const { app, main } = await openLogin()

    await chooseGoogleAccount(app, main)

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect(sent.map((r) => r.body)).toEqual([{ token: 'mock-google-access-token' }])
    expect(readTokens().refresh).toMatch(/^ref_/)
    expect(
      await screen.findByRole('button', { name: 'Account menu for filmfan' }),
    ).toBeInTheDocument()
  })

  it('warns with the first non_field_errors message', async () => {
    server.use(
      http.post('*/api/auth/google/login/token', () =>
        HttpResponse.json(
          { non_field_errors: ['This Google account has no e-mail address.', 'Second'] },
          { status: 400 },
        ),
      ),
    )
    const { app, main } = await openLogin()

    await chooseGoogleAccount(app, main)

    expect(
      await screen.findByText('This Google account has no e-mail address.'),
    ).toBeInTheDocument()
    expect(readTokens().access).toBeNull()
  })

  it('otherwise (no non_field_errors, e.g. a 500) shows the registration error', async () => {
    server.use(
      http.post('*/api/auth/google/login/token', () =>
        HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
      ),
    )
    const { app, main } = await openLogin()

    await chooseGoogleAccount(app, main)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration error, please try again.',
    )
  })
})

function DialogHarness() {
  const [isOpen, setOpen] = useState(true)
  const [signedIn, setSignedIn] = useState(false)
  const { bridge } = useSessionBridge()
  return (
    <>
      <p>{signedIn ? 'signed in here' : 'not yet'}</p>
      <LoginDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        session={bridge}
        onSignedIn={() => setSignedIn(true)}
      />
    </>
  )
}

describe('LoginDialog', () => {
  it('signs in without leaving the page and announces failures inside the dialog', async () => {
    const app = renderApp('/home')
    await screen.findByRole('heading', { level: 1, name: 'Home' })
    render(<DialogHarness />, { wrapper: app.wrapper })
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' })

    await fill(app.user, within(dialog).getByRole('textbox', { name: 'Username' }), 'filmfan')
    await fill(app.user, within(dialog).getByLabelText('Password'), 'wrong-password')
    await app.user.click(within(dialog).getByRole('button', { name: 'Log in' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Login error, please check your credentials and try again.',
    )

    await app.user.clear(within(dialog).getByLabelText('Password'))
    await fill(app.user, within(dialog).getByLabelText('Password'), DEMO_PASSWORD)
    await app.user.click(within(dialog).getByRole('button', { name: 'Log in' }))

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in to continue' })).not.toBeInTheDocument(),
    )
    expect(screen.getByText('signed in here')).toBeInTheDocument()
    expect(app.currentHref()).toBe('/home')
    expect(readTokens().access).toMatch(/^acc_/)
  })
})
