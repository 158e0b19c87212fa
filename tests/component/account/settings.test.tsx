import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/db/seed'
import { db, listMail, server } from '#mocks/node'
import { ApiError } from '#lib/api/errors'
import { apiPost } from '#lib/api/client'
import { readTokens } from '#lib/api/tokens'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

async function openSettings() {
  await signIn('filmfan')
  const app = renderApp('/settings')
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  const main = screen.getByRole('main')
  return {
    app,
    main,
    password: within(main).getByRole('region', { name: 'Change password' }),
    invite: within(main).getByRole('region', { name: 'Invite a friend' }),
    apiKey: within(main).getByRole('region', { name: 'API key' }),
    danger: within(main).getByRole('region', { name: 'Danger zone' }),
  }
}

describe('/settings: change password', () => {
  it('needs a new password, the current one and a matching confirmation', async () => {
    const sent = captureRequests('PUT', '/api/auth')
    const { app, password } = await openSettings()
    const submit = within(password).getByRole('button', { name: 'Update password' })

    await app.user.click(submit)
    expect(within(password).getByText('Please enter a new password!')).toBeInTheDocument()

    await fill(app.user, within(password).getByLabelText('New password'), 'Brand-new-1')
    await app.user.click(submit)
    expect(within(password).getByText('Your updated passwords do not match!')).toBeInTheDocument()
    expect(
      within(password).getByText('Please add your current password to update it!'),
    ).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('changes the password with the exact payload', async () => {
    const sent = captureRequests('PUT', '/api/auth')
    const { app, password } = await openSettings()

    await fill(app.user, within(password).getByLabelText('Current password'), DEMO_PASSWORD)
    await fill(app.user, within(password).getByLabelText('New password'), 'Brand-new-1')
    await fill(app.user, within(password).getByLabelText('Confirm new password'), 'Brand-new-1')
    await app.user.click(within(password).getByRole('button', { name: 'Update password' }))

    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument()
    expect(sent.map((r) => r.body)).toEqual([
      {
        current_password: DEMO_PASSWORD,
        update_password: 'Brand-new-1',
        confirm_password: 'Brand-new-1',
      },
    ])
    expect(db().profiles.find((p) => p.username === 'filmfan')?.password).toBe('Brand-new-1')
  })

  it('says when the current password is wrong', async () => {
    const { app, password } = await openSettings()

    await fill(app.user, within(password).getByLabelText('Current password'), 'nope-nope-1')
    await fill(app.user, within(password).getByLabelText('New password'), 'Brand-new-1')
    await fill(app.user, within(password).getByLabelText('Confirm new password'), 'Brand-new-1')
    await app.user.click(within(password).getByRole('button', { name: 'Update password' }))

    expect(
      (await within(password).findAllByText('Your current password is incorrect!')).length,
    ).toBeGreaterThan(0)
    expect(within(password).getByLabelText('New password')).toHaveValue('Brand-new-1')
  })
})

describe('/settings: invite and API key', () => {
  it('invites a friend by e-mail', async () => {
    const sent = captureRequests('POST', '/api/auth/referral')
    const { app, invite } = await openSettings()
    const field = within(invite).getByRole('textbox', { name: "Friend's e-mail address" })

    await app.user.click(within(invite).getByRole('button', { name: 'Send invitation' }))
    expect(within(invite).getByText('Please enter your e-mail address!')).toBeInTheDocument()

    await fill(app.user, field, 'pal@example.com')
    await app.user.click(within(invite).getByRole('button', { name: 'Send invitation' }))

    expect(await screen.findByText('Invitation sent to pal@example.com!')).toBeInTheDocument()
    expect(sent.map((r) => r.body)).toEqual([{ email: 'pal@example.com' }])
    expect(listMail()[0]).toMatchObject({ kind: 'referral', to: 'pal@example.com' })
  })

  it('creates an API key, shows it once and copies it', async () => {
    const sent = captureRequests('POST', '/api/auth/api-key')
    const { app, apiKey } = await openSettings()

    await app.user.click(within(apiKey).getByRole('button', { name: 'Create API key' }))

    const field = await within(apiKey).findByRole('textbox', { name: 'Your new API key' })
    const key = (field as HTMLInputElement).value
    expect(db().apiKeys[key]).toBe(1)
    expect(sent).toHaveLength(1)
    await app.user.click(within(apiKey).getByRole('button', { name: 'Copy key' }))
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(key)
  })
})

describe('/settings: danger zone', () => {
  it('asks first, saying all data goes and the e-mail cannot register again', async () => {
    const sent = captureRequests('DELETE', '/api/auth')
    const { app, danger } = await openSettings()

    await app.user.click(within(danger).getByRole('button', { name: 'Delete account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    expect(dialog).toHaveTextContent(
      'All your data will be deleted, and this e-mail address cannot be used to register again.',
    )
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sent).toHaveLength(0)
  })

  it('deletes the account, signs out, forgets private data and goes home', async () => {
    const sent = captureRequests('DELETE', '/api/auth')
    const { app, danger } = await openSettings()

    await app.user.click(within(danger).getByRole('button', { name: 'Delete account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(readTokens()).toEqual({ access: null, refresh: null })
    expect(app.queryClient.getQueryData(['private', 'session', 'profile'])).toBeNull()
    expect(
      app.queryClient
        .getQueryCache()
        .findAll({ queryKey: ['private'] })
        .filter((q) => q.state.data),
    ).toHaveLength(0)
    expect(db().profiles.some((p) => p.username === 'filmfan')).toBe(false)
    // The address can never register again (docs/behaviour.md#accounts-and-sign-in).
    const reuse = apiPost('/api/auth/register/check-1', {
      body: { email: 'filmfan@example.com', password: 'Abcdefg1', confirm_password: 'Abcdefg1' },
    })
    await expect(reuse).rejects.toBeInstanceOf(ApiError)
    await expect(reuse).rejects.toMatchObject({
      message:
        'This e-mail address belonged to a deleted account and cannot be used to register again.',
    })
  })

  it('shows the deletion error and stays signed in', async () => {
    server.use(
      http.delete('*/api/auth', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    )
    const { app, danger } = await openSettings()

    await app.user.click(within(danger).getByRole('button', { name: 'Delete account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    expect(
      await screen.findByText('I had an issue deleting your account, please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeInTheDocument()
    expect(readTokens().access).not.toBeNull()
    expect(app.currentHref()).toBe('/settings')
  })
})
