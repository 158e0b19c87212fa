import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '#mocks/node'
import { DEMO_PASSWORD } from '#mocks/db/seed'
import type { components } from '#openapi/schema.gen'
import { png, PNG_DATA_URL } from '#tests/utils/files'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

type Profile = components['schemas']['Profile']

async function openEditProfile() {
  await signIn('filmfan')
  const app = renderApp('/profile/edit')
  await screen.findByRole('heading', { level: 1, name: 'Edit profile' })
  const main = screen.getByRole('main')
  const details = within(main).getByRole('region', { name: 'Your details' })
  const pictures = within(main).getByRole('region', { name: 'Pictures' })
  const password = within(main).getByRole('region', { name: 'Change password' })
  return {
    app,
    main,
    details,
    pictures,
    password,
    save: within(main).getByRole('button', { name: 'Save changes' }),
    fileInputs: () => pictures.querySelectorAll<HTMLInputElement>('input[type="file"]'),
  }
}

describe('/profile/edit', () => {
  it('shows the member with a read-only e-mail, a back link and the tagline counter', async () => {
    const { main, details } = await openEditProfile()

    expect(within(main).getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
    const email = within(details).getByRole('textbox', { name: 'E-mail address' })
    expect(email).toHaveValue('filmfan@example.com')
    expect(email).toHaveAttribute('readonly')
    const tagline = within(details).getByRole('textbox', { name: 'Tagline' })
    expect(tagline).toHaveValue('Three films a week, minimum.')
    expect(within(details).getByText('28/50')).toBeInTheDocument()
  })

  it('saves the details and updates the cached profile', async () => {
    const sent = captureRequests('PUT', '/api/auth')
    const { app, details, save } = await openEditProfile()
    const tagline = within(details).getByRole('textbox', { name: 'Tagline' })

    await app.user.clear(tagline)
    await fill(app.user, tagline, 'Midnight movies only')
    const birthday = within(details).getByLabelText('Date of birth')
    expect(birthday).toHaveAttribute('type', 'date')
    await app.user.clear(birthday)
    await app.user.type(birthday, '1990-04-02')
    await app.user.click(save)

    expect(await screen.findByText('Profile updated!')).toBeInTheDocument()
    expect(sent.map((r) => r.body)).toEqual([
      {
        first_name: 'Frankie',
        last_name: 'Fielding',
        username: 'filmfan',
        tagline: 'Midnight movies only',
        bio: 'Grew up on VHS rentals and never recovered. I run the Friday midnight screenings.',
        date_of_birth: '1990-04-02',
      },
    ])
    const cached = app.queryClient.getQueryData<Profile>(['private', 'session', 'profile'])
    expect(cached?.tagline).toBe('Midnight movies only')
    expect(within(details).getByText('20/50')).toBeInTheDocument()
  })

  it('refuses a username that is taken and keeps what was typed', async () => {
    const { app, details, save } = await openEditProfile()
    const username = within(details).getByRole('textbox', { name: 'Username' })

    await app.user.clear(username)
    await fill(app.user, username, 'critic')
    await app.user.click(save)

    expect(
      (await within(details).findAllByText('This username is already taken! Choose another one.'))
        .length,
    ).toBeGreaterThan(0)
    expect(username).toHaveValue('critic')
    expect(username).toHaveAttribute('aria-invalid', 'true')
  })

  it('counts the tagline as the API does: 50 emoji are saved, 51 characters are refused and kept', async () => {
    const sent = captureRequests('PUT', '/api/auth')
    const { app, details, save } = await openEditProfile()
    const tagline = within(details).getByRole('textbox', { name: 'Tagline' })

    // A pasted text past the limit is kept whole, and the counter says so.
    await app.user.clear(tagline)
    await fill(app.user, tagline, 'x'.repeat(51))
    expect(tagline).toHaveValue('x'.repeat(51))
    expect(within(details).getByText('51/50')).toBeInTheDocument()
    await app.user.click(save)
    expect(tagline).toHaveAccessibleDescription('Your tagline can have at most 50 characters.')
    expect(tagline).toHaveFocus()
    expect(sent).toHaveLength(0)

    // 50 emoji are 100 UTF-16 units but 50 characters: the browser's maxlength stopped at 25.
    await app.user.clear(tagline)
    await fill(app.user, tagline, '🎬'.repeat(50))
    expect(within(details).getByText('50/50')).toBeInTheDocument()
    await app.user.click(save)
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument()
    expect(sent.map((r) => (r.body as { tagline: string }).tagline)).toEqual(['🎬'.repeat(50)])
  })

  it('checks a password change locally, then trusts the server about the current password', async () => {
    const sent = captureRequests('PUT', '/api/auth')
    const { app, password, save } = await openEditProfile()
    const current = within(password).getByLabelText('Current password')
    const next = within(password).getByLabelText('New password')
    const confirm = within(password).getByLabelText('Confirm new password')

    await fill(app.user, next, 'Brand-new-1')
    await fill(app.user, confirm, 'Brand-new-2')
    await app.user.click(save)
    expect(within(password).getByText('Your updated passwords do not match!')).toBeInTheDocument()
    expect(
      within(password).getByText('Please add your current password to update it!'),
    ).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await app.user.clear(confirm)
    await fill(app.user, confirm, 'Brand-new-1')
    await fill(app.user, current, 'wrong-password')
    await app.user.click(save)

    expect(
      await within(password).findByText('Your current password is incorrect!'),
    ).toBeInTheDocument()
    expect(sent[0]?.body).toMatchObject({
      current_password: 'wrong-password',
      update_password: 'Brand-new-1',
      confirm_password: 'Brand-new-1',
    })
    expect(next).toHaveValue('Brand-new-1')

    await app.user.clear(current)
    await fill(app.user, current, DEMO_PASSWORD)
    await app.user.click(save)
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument()
    expect(db().profiles.find((p) => p.username === 'filmfan')?.password).toBe('Brand-new-1')
    expect(current).toHaveValue('')
  })

  it('compresses a new profile picture through the service and uploads it', async () => {
    const compressed = captureRequests('POST', '/image-service/compress')
    const sent = captureRequests('PUT', '/api/auth')
    const { app, pictures, save, fileInputs } = await openEditProfile()

    const [profileInput] = fileInputs()
    if (!profileInput) throw new Error('no file input')
    await app.user.upload(profileInput, png('me.png'))

    expect(await within(pictures).findByText('Ready to upload')).toBeInTheDocument()
    expect(compressed).toHaveLength(1)
    expect(compressed[0]?.body).toEqual({
      img: PNG_DATA_URL,
      extension: 'png',
    })
    await app.user.click(save)

    expect(await screen.findByText('Profile updated!')).toBeInTheDocument()
    expect(sent[0]?.body).toMatchObject({
      profile_picture: {
        id: expect.stringMatching(/^upload-\d+$/) as unknown,
        source: 'processed',
        data: PNG_DATA_URL,
      },
    })
    expect(sent[0]?.body).not.toHaveProperty('cover_picture')
    expect(db().profiles.find((p) => p.username === 'filmfan')?.profile_picture).toMatch(
      /^\/mock-media\/upload\//,
    )
  })

  it('refuses a cover picture over 250KB and accepts a small one', async () => {
    const sent = captureRequests('PUT', '/api/auth')
    const { app, pictures, save, fileInputs } = await openEditProfile()
    const coverInput = fileInputs()[1]
    if (!coverInput) throw new Error('no cover input')

    await app.user.upload(coverInput, png('huge.png', 250_001))
    expect(
      await within(pictures).findByText(
        'This image is too large! Please choose an image under 250KB.',
      ),
    ).toBeInTheDocument()
    expect(save).toBeDisabled()

    await app.user.upload(coverInput, png('small.png'))
    expect(await within(pictures).findByText('Ready to upload')).toBeInTheDocument()
    await app.user.click(save)

    expect(await screen.findByText('Profile updated!')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toMatchObject({
      cover_picture: {
        source: 'processed',
        data: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
      },
    })
  })
})
