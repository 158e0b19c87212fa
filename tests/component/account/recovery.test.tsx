import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/db/seed'
import { http, HttpResponse } from 'msw'
import { db, listMail, server, setScenario } from '#mocks/node'
import { apiPost } from '#lib/api/client'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

async function openForgot() {
  const app = renderApp('/forgot-my-password')
  await screen.findByRole('heading', { level: 1, name: 'Forgot my password' })
  const main = screen.getByRole('main')
  return {
    app,
    main,
    email: within(main).getByRole('textbox', { name: 'E-mail address' }),
    submit: within(main).getByRole('button', { name: 'Send recovery link' }),
  }
}

/** Asks for a recovery link the way the e-mail would carry it. */
async function recoveryLink(email = 'filmfan@example.com'): Promise<string> {
  await apiPost('/api/auth/forgot-my-password', { body: { email } })
  const link = listMail().find((mail) => mail.kind === 'recovery')?.link
  if (!link) throw new Error('no recovery e-mail was sent')
  return link
}

describe('/forgot-my-password', () => {
  it('needs an e-mail (danger) and a valid one', async () => {
    const sent = captureRequests('POST', '/api/auth/forgot-my-password')
    const { app, main, email, submit } = await openForgot()

    await app.user.click(submit)
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail address!')
    expect(within(main).getByText('Please enter your e-mail address!')).toBeInTheDocument()

    await fill(app.user, email, 'not-an-address')
    await app.user.click(submit)
    expect(within(main).getByText('Please enter a valid e-mail address!')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('sends the recovery e-mail', async () => {
    const sent = captureRequests('POST', '/api/auth/forgot-my-password')
    const { app, main, email, submit } = await openForgot()

    await fill(app.user, email, 'filmfan@example.com')
    await app.user.click(submit)

    expect(
      await screen.findByText(
        'If an account exists for this e-mail, a recovery link is on its way.',
      ),
    ).toBeInTheDocument()
    expect(within(main).getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument()
    expect(sent.map((r) => r.body)).toEqual([{ email: 'filmfan@example.com' }])
    expect(listMail()[0]).toMatchObject({ kind: 'recovery', to: 'filmfan@example.com' })
  })

  it('answers an address no account has as it answers a member’s, and sends nothing', async () => {
    const { app, main, email, submit } = await openForgot()

    await fill(app.user, email, 'nobody@example.com')
    await app.user.click(submit)

    expect(
      await within(main).findByRole('heading', { name: 'Check your inbox' }),
    ).toBeInTheDocument()
    expect(listMail()).toEqual([])
  })

  it("shows the server's message and keeps the address when it fails", async () => {
    server.use(
      http.post('*/api/auth/forgot-my-password', () =>
        HttpResponse.json(
          { message: 'Recovery e-mails are paused for maintenance.', email: [] },
          { status: 400 },
        ),
      ),
    )
    const { app, main, email, submit } = await openForgot()

    await fill(app.user, email, 'nobody@example.com')
    await app.user.click(submit)

    expect(
      await within(main).findByText('Recovery e-mails are paused for maintenance.'),
    ).toBeInTheDocument()
    expect(within(main).getByRole('textbox', { name: 'E-mail address' })).toHaveValue(
      'nobody@example.com',
    )
  })
})

describe('/forgot-my-password/recovery', () => {
  it('checks the link, validates both fields, resets and goes to /login with the notice', async () => {
    const link = await recoveryLink()
    const sent = captureRequests('POST', '/api/auth/forgot-my-password/recover')
    const app = renderApp(link)
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' })
    const main = screen.getByRole('main')
    const submit = await within(main).findByRole('button', { name: 'Reset password' })

    await app.user.click(submit)
    expect(within(main).getByText('Please enter a new password!')).toBeInTheDocument()
    expect(within(main).getByText('Please confirm your new password!')).toBeInTheDocument()

    await fill(app.user, within(main).getByLabelText('New password'), 'Fresh-Popcorn-2')
    await fill(app.user, within(main).getByLabelText('Confirm new password'), 'Fresh-Popcorn-3')
    await app.user.click(submit)
    expect(within(main).getByText('Your passwords do not match!')).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await app.user.clear(within(main).getByLabelText('Confirm new password'))
    await fill(app.user, within(main).getByLabelText('Confirm new password'), 'Fresh-Popcorn-2')
    await app.user.click(submit)

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/login')
    expect(
      screen.getByText('Your password has been reset! You can now log in.'),
    ).toBeInTheDocument()
    const url = new URL(link, 'http://localhost')
    expect(sent.map((r) => r.body)).toEqual([
      {
        profile: Number(url.searchParams.get('profile')),
        session: url.searchParams.get('session'),
        new_password: 'Fresh-Popcorn-2',
        confirm_password: 'Fresh-Popcorn-2',
      },
    ])
    expect(db().profiles.find((p) => p.username === 'filmfan')?.password).toBe('Fresh-Popcorn-2')
    expect(db().profiles.find((p) => p.username === 'filmfan')?.password).not.toBe(DEMO_PASSWORD)
  })

  it('shows the expired message with a way to ask again', async () => {
    const link = await recoveryLink()
    setScenario('expired-recovery-link')
    renderApp(link)

    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/forgot-my-password',
    )
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('treats a link without its parameters as expired, without asking the server', async () => {
    const sent = captureRequests('GET', '/api/auth/forgot-my-password/verify')
    renderApp('/forgot-my-password/recovery')

    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('names a password the server finds too weak under its field, keeps what was typed and resets nothing', async () => {
    const link = await recoveryLink()
    const app = renderApp(link)
    const main = await screen.findByRole('main')
    await within(main).findByRole('button', { name: 'Reset password' })

    await fill(app.user, within(main).getByLabelText('New password'), 'popcorn')
    await fill(app.user, within(main).getByLabelText('Confirm new password'), 'popcorn')
    await app.user.click(within(main).getByRole('button', { name: 'Reset password' }))

    const password = within(main).getByLabelText('New password')
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true')
    // The sign-up rule, the same wherever a password is set: in the form's message and the field's.
    expect(
      within(main).getAllByText('Password is not strong enough: use at least 8 characters.'),
    ).toHaveLength(2)
    expect(password).toHaveValue('popcorn')
    expect(app.currentHref()).toContain('/forgot-my-password/recovery')
    expect(db().profiles.find((p) => p.username === 'filmfan')?.password).toBe(DEMO_PASSWORD)
  })

  it("shows the server's message when the reset fails", async () => {
    const link = await recoveryLink()
    const app = renderApp(link)
    const main = await screen.findByRole('main')
    await within(main).findByRole('button', { name: 'Reset password' })
    setScenario('expired-recovery-link')

    await fill(app.user, within(main).getByLabelText('New password'), 'Fresh-Popcorn-2')
    await fill(app.user, within(main).getByLabelText('Confirm new password'), 'Fresh-Popcorn-2')
    await app.user.click(within(main).getByRole('button', { name: 'Reset password' }))

    expect(
      await within(main).findByText('This recovery link has expired or is not valid.'),
    ).toBeInTheDocument()
    expect(app.currentHref()).toContain('/forgot-my-password/recovery')
  })
})
