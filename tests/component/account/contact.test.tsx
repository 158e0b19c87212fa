import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listMail } from '#mocks/node'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

async function openContact(path = '/home') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Home' })
  await app.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Help' }))
  const dialog = await screen.findByRole('dialog', { name: 'Help and support' })
  // The contact form loads with the dialog, on first use.
  const open = await within(dialog).findByRole('button', { name: 'Send us a message' })
  expect(open).toHaveAttribute('aria-expanded', 'false')
  await app.user.click(open)
  expect(open).toHaveAttribute('aria-expanded', 'true')
  return { app, dialog }
}

describe('the contact form in Help', () => {
  it('lets a visitor write to us, checking every field first', async () => {
    const sent = captureRequests('POST', '/api/auth/contact/')
    const { app, dialog } = await openContact()
    const submit = within(dialog).getByRole('button', { name: 'Send message' })

    await app.user.click(submit)
    expect(within(dialog).getByText('Please enter your e-mail address!')).toBeInTheDocument()
    expect(within(dialog).getByText('Please add a subject.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please write your message.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await fill(
      app.user,
      within(dialog).getByRole('textbox', { name: 'Your e-mail address' }),
      'visitor@example.com',
    )
    await fill(app.user, within(dialog).getByRole('textbox', { name: 'Subject' }), 'Missing film')
    await fill(
      app.user,
      within(dialog).getByRole('textbox', { name: 'Message' }),
      'Please add Stalker (1979).',
    )
    await app.user.click(submit)

    expect(
      await within(dialog).findByText(
        'Thanks, your message has been sent! We will reply by e-mail.',
      ),
    ).toBeInTheDocument()
    expect(sent.map((r) => r.body)).toEqual([
      {
        email: 'visitor@example.com',
        subject: 'Missing film',
        message: 'Please add Stalker (1979).',
      },
    ])
    expect(listMail()[0]).toMatchObject({ kind: 'contact', to: 'visitor@example.com' })
  })

  it("fills in a member's address and sends their token", async () => {
    await signIn('filmfan')
    const sent = captureRequests('POST', '/api/auth/contact/')
    const { app, dialog } = await openContact()

    expect(within(dialog).getByRole('textbox', { name: 'Your e-mail address' })).toHaveValue(
      'filmfan@example.com',
    )
    await fill(app.user, within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hello')
    await fill(app.user, within(dialog).getByRole('textbox', { name: 'Message' }), 'Love the site.')
    await app.user.click(within(dialog).getByRole('button', { name: 'Send message' }))

    await within(dialog).findByText('Thanks, your message has been sent! We will reply by e-mail.')
    expect(sent[0]?.body).toEqual({
      email: 'filmfan@example.com',
      subject: 'Hello',
      message: 'Love the site.',
    })
    expect(listMail()[0]?.body).toContain('filmfan')
  })

  it('refuses an address that is not one', async () => {
    const { app, dialog } = await openContact()

    await fill(
      app.user,
      within(dialog).getByRole('textbox', { name: 'Your e-mail address' }),
      'nope',
    )
    await app.user.click(within(dialog).getByRole('button', { name: 'Send message' }))

    expect(within(dialog).getByText('Please enter a valid e-mail address!')).toBeInTheDocument()
  })
})
