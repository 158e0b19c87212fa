import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, listMail, server } from '#mocks/node'
import { apiGet } from '#lib/api/client'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { alertSaying, checkLifetime } from '#tests/utils/clock'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

const NEWBIE_ID = 3

async function openVerification() {
  const app = renderApp('/verification')
  await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })
  const main = screen.getByRole('main')
  return {
    app,
    main,
    email: await within(main).findByRole('textbox', { name: 'E-mail address' }),
    submit: within(main).getByRole('button', { name: 'Send verification e-mail' }),
  }
}

describe('/verification', () => {
  it('asks for the e-mail with a warning that hides after 4 seconds', async () => {
    const sent = captureRequests('POST', '/api/auth/verification')
    const { app, main, submit } = await openVerification()

    await checkLifetime(4_000, {
      act: () => app.user.click(submit),
      appeared: async () => {
        const region = screen.getByRole('region', { name: 'Alerts' })
        expect(within(region).getByText('Please enter your e-mail address!')).toBeInTheDocument()
        expect(within(main).getByText('Please enter your e-mail address!')).toBeInTheDocument()
        return region
      },
      ...alertSaying('Please enter your e-mail address!'),
    })
    expect(sent).toHaveLength(0)
  })

  it('sends a new activation e-mail', async () => {
    const sent = captureRequests('POST', '/api/auth/verification')
    const { app, email, submit } = await openVerification()

    await fill(app.user, email, 'newbie@example.com')
    await app.user.click(submit)

    const region = screen.getByRole('region', { name: 'Alerts' })
    expect(
      await within(region).findByText('Verification e-mail sent! Please check your inbox.'),
    ).toBeInTheDocument()
    expect(sent.map((r) => r.body)).toEqual([{ email: 'newbie@example.com' }])
    expect(listMail()[0]).toMatchObject({ kind: 'verification', to: 'newbie@example.com' })
  })

  it('says when the e-mail could not be sent (danger, 5 seconds) and keeps the address', async () => {
    const { app, email, submit } = await openVerification()
    await fill(app.user, email, 'nobody@example.com')

    await checkLifetime(5_000, {
      act: () => app.user.click(submit),
      appeared: async () => {
        const alert = await screen.findByRole('alert')
        expect(alert).toHaveTextContent(
          'I had an issue sending your verification e-mail, please try again.',
        )
        return alert
      },
      stillThere: (alert) => expect(alert).toBeInTheDocument(),
      over: (alert) => expect(alert).not.toBeInTheDocument(),
    })
    expect(email).toHaveValue('nobody@example.com')
  })

  it("shows a loader while the session loads, then the form with the member's address", async () => {
    await signIn('filmfan')
    const profile = await apiGet('/api/auth')
    server.use(
      http.get('*/api/auth', async () => {
        await delay(1500)
        return HttpResponse.json({ ...profile, is_verified: false })
      }),
    )
    renderApp('/verification')

    expect(await screen.findByRole('status')).toBeInTheDocument()
    const email = await screen.findByRole('textbox', { name: 'E-mail address' })
    expect(email).toHaveValue('filmfan@example.com')
  })
})

describe('/verification/confirm/$profileId', () => {
  it('verifies on arrival and links to /login', async () => {
    const sent = captureRequests('GET', `/api/auth/verification/confirm/${NEWBIE_ID}`)
    renderApp(`/verification/confirm/${NEWBIE_ID}?referral_id=ref-9`)

    expect(
      await screen.findByRole('heading', { name: 'Your e-mail is verified!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url.searchParams.get('referral_id')).toBe('ref-9')
    expect(db().profiles.find((p) => p.id === NEWBIE_ID)?.is_verified).toBe(true)
  })

  it('fails with a link to /verification for an unknown profile (404)', async () => {
    renderApp('/verification/confirm/99999')

    expect(
      await screen.findByRole('heading', { name: 'We could not verify your e-mail' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send a new verification e-mail' })).toHaveAttribute(
      'href',
      '/verification',
    )
  })

  it('fails when the answer carries no user', async () => {
    server.use(
      http.get('*/api/auth/verification/confirm/:id', () =>
        HttpResponse.json({ message: 'Link expired.', user: null }),
      ),
    )
    renderApp(`/verification/confirm/${NEWBIE_ID}`)

    expect(
      await screen.findByRole('heading', { name: 'We could not verify your e-mail' }),
    ).toBeInTheDocument()
  })
})
