import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { db, listMail, server, setScenario } from '#mocks/node'
import { readTokens } from '#lib/api/tokens'
import { renderApp, setupMockBackend, type RenderAppResult } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

const GOOD_PASSWORD = 'Popcorn-and-Noir-1944'

async function openRegister(path = '/register') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Sign up' })
  return { app, main: screen.getByRole('main') }
}

async function fillCredentials(
  app: RenderAppResult,
  options: { email?: string; password?: string; confirm?: string } = {},
) {
  const { email = 'new.member@example.com', password = GOOD_PASSWORD } = options
  const confirm = options.confirm ?? password
  const main = screen.getByRole('main')
  if (email)
    await fill(app.user, within(main).getByRole('textbox', { name: 'E-mail address' }), email)
  if (password) await fill(app.user, within(main).getByLabelText('Password'), password)
  if (confirm) await fill(app.user, within(main).getByLabelText('Confirm password'), confirm)
  await app.user.click(within(main).getByRole('button', { name: 'Next' }))
}

async function fillUsername(app: RenderAppResult, username = 'nightowl_27') {
  const main = screen.getByRole('main')
  const field = await within(main).findByRole('textbox', { name: 'Username' })
  await fill(app.user, field, username)
  await app.user.click(within(main).getByRole('button', { name: 'Next' }))
}

function currentStep(): string | null {
  const progress = screen.getByRole('list', { name: 'Sign-up progress' })
  const current = progress.querySelector('[aria-current="step"]')
  return current?.textContent ?? null
}

describe('/register step 1 (e-mail and password)', () => {
  it('checks the fields locally before asking the server', async () => {
    const sent = captureRequests('POST', '/api/auth/register/check-1')
    const { app, main } = await openRegister()

    await app.user.click(within(main).getByRole('button', { name: 'Next' }))

    expect(within(main).getByText('Please enter your e-mail address.')).toBeInTheDocument()
    expect(within(main).getAllByText('Please enter your password in both fields.')).toHaveLength(2)
    expect(sent).toHaveLength(0)
  })

  it('says when the passwords do not match', async () => {
    const sent = captureRequests('POST', '/api/auth/register/check-1')
    const { app, main } = await openRegister()

    await fillCredentials(app, { confirm: 'Something-else-1' })

    expect(within(main).getByText('Your passwords do not match.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    // Focus lands on the field to fix: the first one in error, here the confirmation.
    await waitFor(() => expect(within(main).getByLabelText('Confirm password')).toHaveFocus())
  })

  it('refuses an address the contract would refuse, in the catalogue’s words', async () => {
    const sent = captureRequests('POST', '/api/auth/register/check-1')
    const { app, main } = await openRegister()

    await fillCredentials(app, { email: 'josé@example.com' })

    expect(within(main).getByText('Please enter a valid e-mail address!')).toBeInTheDocument()
    expect(within(main).queryByText(/contract/)).toBeNull()
    expect(sent).toHaveLength(0)
  })

  it('uses an e-mail input', async () => {
    const { main } = await openRegister()

    expect(within(main).getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute(
      'type',
      'email',
    )
  })

  it("shows the server's message and keeps what was typed", async () => {
    const sent = captureRequests('POST', '/api/auth/register/check-1')
    const { app, main } = await openRegister()

    await fillCredentials(app, { password: 'short' })

    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'Password is not strong enough: use at least 8 characters.',
    )
    expect(sent.map((r) => r.body)).toEqual([
      { email: 'new.member@example.com', password: 'short', confirm_password: 'short' },
    ])
    expect(within(main).getByRole('textbox', { name: 'E-mail address' })).toHaveValue(
      'new.member@example.com',
    )
    expect(within(main).getByLabelText('Password')).toHaveValue('short')
    expect(currentStep()).toContain('E-mail and password')
  })

  it("falls back to 'Password is not strong enough' when the server gives no message", async () => {
    server.use(
      http.post('*/api/auth/register/check-1', () => HttpResponse.json({}, { status: 400 })),
    )
    const { app, main } = await openRegister()

    await fillCredentials(app)

    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'Password is not strong enough',
    )
  })

  it('shows progress as complete, current and upcoming', async () => {
    const { app } = await openRegister()
    const progress = screen.getByRole('list', { name: 'Sign-up progress' })
    const steps = within(progress).getAllByRole('listitem')

    expect(steps[0]).toHaveAttribute('aria-current', 'step')
    expect(steps[0]).toHaveTextContent('current step')
    expect(steps[1]).toHaveTextContent('not started')

    await fillCredentials(app)
    await screen.findByRole('textbox', { name: 'Username' })

    expect(steps[0]).toHaveTextContent('completed')
    expect(steps[1]).toHaveAttribute('aria-current', 'step')
    expect(steps[2]).toHaveTextContent('not started')
  })
})

describe('/register step 2 (username)', () => {
  it('asks for a username', async () => {
    const sent = captureRequests('POST', '/api/auth/register/check-2')
    const { app, main } = await openRegister()
    await fillCredentials(app)
    await within(main).findByRole('textbox', { name: 'Username' })

    await app.user.click(within(main).getByRole('button', { name: 'Next' }))

    expect(within(main).getByText('Please choose a username!')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it("shows the server's message for a taken username", async () => {
    const sent = captureRequests('POST', '/api/auth/register/check-2')
    const { app, main } = await openRegister()
    await fillCredentials(app)

    await fillUsername(app, 'critic')

    expect(await within(main).findByText('This username is already taken!')).toBeInTheDocument()
    expect(within(main).getByRole('textbox', { name: 'Username' })).toHaveValue('critic')
    expect(sent.map((r) => r.body)).toEqual([{ username: 'critic' }])
  })

  it('goes back to step 1 with everything still filled in', async () => {
    const { app, main } = await openRegister()
    await fillCredentials(app)
    await within(main).findByRole('textbox', { name: 'Username' })

    await app.user.click(within(main).getByRole('button', { name: 'Back' }))

    expect(within(main).getByRole('textbox', { name: 'E-mail address' })).toHaveValue(
      'new.member@example.com',
    )
  })
})

describe('/register step 3 (consents) and the account', () => {
  async function reachConsents(path = '/register') {
    const opened = await openRegister(path)
    await fillCredentials(opened.app)
    await fillUsername(opened.app)
    await within(opened.main).findByRole('checkbox', { name: 'I confirm I am over 18' })
    return opened
  }

  it('shows Sign Up only once over-18 and the terms are ticked', async () => {
    const { app, main } = await reachConsents()

    expect(within(main).queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument()
    await app.user.click(within(main).getByRole('checkbox', { name: 'I confirm I am over 18' }))
    expect(within(main).queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument()
    await app.user.click(
      within(main).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    )
    expect(within(main).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument()

    await app.user.click(within(main).getByRole('checkbox', { name: 'I confirm I am over 18' }))
    expect(within(main).getByText('You must confirm you are over 18.')).toBeInTheDocument()
    expect(within(main).queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument()
  })

  it('sends the registration payload with its defaults and the referral id, then shows the sent-activation view', async () => {
    const sent = captureRequests('POST', '/api/auth/register')
    const { app, main } = await reachConsents('/register?referral_id=ref-42')

    await app.user.click(within(main).getByRole('checkbox', { name: 'I confirm I am over 18' }))
    await app.user.click(
      within(main).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    )
    await app.user.click(
      within(main).getByRole('checkbox', {
        name: "I don't want to receive marketing e-mails from Film Waffle",
      }),
    )
    await app.user.click(within(main).getByRole('button', { name: 'Sign Up' }))

    expect(
      await within(main).findByRole('heading', { name: 'Check your inbox' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Account created! Check your email to verify.')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url.searchParams.get('referral_id')).toBe('ref-42')
    expect(sent[0]?.body).toEqual({
      email: 'new.member@example.com',
      username: 'nightowl_27',
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
      first_name: '',
      last_name: '',
      date_of_birth: null,
      timezone: 'GB',
      language: 'EN',
      over_18: true,
      agree_terms: true,
      wants_email_marketing: false,
    })
    expect(listMail()[0]).toMatchObject({ kind: 'verification', to: 'new.member@example.com' })
    // Registering leaves the visitor signed out, pending verification
    // (docs/behaviour.md#accounts-and-sign-in).
    expect(readTokens().access).toBeNull()
    expect(db().profiles.find((p) => p.username === 'nightowl_27')?.is_verified).toBe(false)
  })

  it('sends no referral_id without one, and marketing is wanted unless refused', async () => {
    const sent = captureRequests('POST', '/api/auth/register')
    const { app, main } = await reachConsents()

    await app.user.click(within(main).getByRole('checkbox', { name: 'I confirm I am over 18' }))
    await app.user.click(
      within(main).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    )
    await app.user.click(within(main).getByRole('button', { name: 'Sign Up' }))
    await within(main).findByRole('heading', { name: 'Check your inbox' })

    expect(sent[0]?.url.search).toBe('')
    expect(sent[0]?.body).toMatchObject({ wants_email_marketing: true })
  })

  it('resends the activation e-mail and skips on to /verification', async () => {
    const resent = captureRequests('POST', '/api/auth/verification')
    const { app, main } = await reachConsents()
    await app.user.click(within(main).getByRole('checkbox', { name: 'I confirm I am over 18' }))
    await app.user.click(
      within(main).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    )
    await app.user.click(within(main).getByRole('button', { name: 'Sign Up' }))
    await within(main).findByRole('heading', { name: 'Check your inbox' })

    await app.user.click(within(main).getByRole('button', { name: 'Resend e-mail' }))
    expect(
      await screen.findByText('Verification e-mail sent! Please check your inbox.'),
    ).toBeInTheDocument()
    expect(resent.map((r) => r.body)).toEqual([{ email: 'new.member@example.com' }])

    await app.user.click(within(main).getByRole('link', { name: 'Skip' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' }),
    ).toBeInTheDocument()
    expect(app.currentHref()).toBe('/verification')
  })

  it('shows the registration error when the server fails', async () => {
    const { app, main } = await reachConsents()
    setScenario('registration-error')
    await app.user.click(within(main).getByRole('checkbox', { name: 'I confirm I am over 18' }))
    await app.user.click(
      within(main).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    )
    await app.user.click(within(main).getByRole('button', { name: 'Sign Up' }))

    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'Registration error, please try again.',
    )
    expect(within(main).getByRole('checkbox', { name: 'I confirm I am over 18' })).toBeChecked()
  })

  it('returns to the username step when the server says it was taken meanwhile', async () => {
    const { app, main } = await reachConsents()
    setScenario('username-taken')
    await app.user.click(within(main).getByRole('checkbox', { name: 'I confirm I am over 18' }))
    await app.user.click(
      within(main).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    )
    await app.user.click(within(main).getByRole('button', { name: 'Sign Up' }))

    expect(await within(main).findByText('This username is already taken!')).toBeInTheDocument()
    expect(within(main).getByRole('textbox', { name: 'Username' })).toHaveValue('nightowl_27')
  })
})

describe('/register extras', () => {
  it('offers Google sign-up, "or...", sign-in and the legal links', async () => {
    const { main } = await openRegister()

    expect(within(main).getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument()
    expect(within(main).getByText('or...')).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(within(main).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    )
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    expect(within(main).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookies',
    )
  })

  it('signs up with the Google stand-in and lands signed in', async () => {
    const sent = captureRequests('POST', '/api/auth/google/login/token')
    const { app, main } = await openRegister()

    await app.user.click(within(main).getByRole('button', { name: 'Sign up with Google' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose an account' })
    await app.user.click(
      within(dialog).getByRole('button', { name: /Continue as filmfan@example\.com/ }),
    )

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect(sent.map((r) => r.body)).toEqual([{ token: 'mock-google-access-token' }])
    expect(readTokens().access).toMatch(/^acc_/)
  })
})
