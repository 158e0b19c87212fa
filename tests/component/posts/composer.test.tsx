import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server, setScenario } from '#mocks/node'
import type { components } from '#openapi/schema.gen'
import { openComposerAtom, postDraftAtom } from '#features/posts/atoms'
import { sessionKeys } from '#features/session/api/session-queries'
import { png, PNG_DATA_URL } from '#tests/utils/files'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { checkLifetime } from '#tests/utils/clock'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

type Profile = components['schemas']['Profile']

function bottomBar() {
  return screen.getByRole('navigation', { name: 'Quick navigation' })
}

/** Signs filmfan in on /home and opens the composer from the phone's bottom bar. */
async function openComposer() {
  await signIn('filmfan')
  const app = renderApp('/home')
  await screen.findByRole('navigation', { name: 'Quick navigation' })
  const create = await within(bottomBar()).findByRole('button', { name: 'Create post' })
  await app.user.click(create)
  const dialog = await screen.findByRole('dialog', { name: 'Create a post' })
  return { app, dialog, create }
}

function fields(dialog: HTMLElement) {
  return {
    title: within(dialog).getByRole('textbox', { name: /^Title/ }),
    body: within(dialog).queryByRole('textbox', { name: /^Your post/ }),
    publish: within(dialog).getByRole('button', { name: /Publish post|Ask question/ }),
  }
}

function alerts() {
  // hidden: while a dialog is open react-aria hides the rest of the page from assistive technology.
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

describe('post composer (bottom bar create-post button)', () => {
  it('is not offered to visitors', async () => {
    renderApp('/home')
    await screen.findByRole('navigation', { name: 'Quick navigation' })
    expect(await within(bottomBar()).findByRole('link', { name: 'Login' })).toBeInTheDocument()
    expect(within(bottomBar()).queryByRole('button', { name: 'Create post' })).toBeNull()
  })

  it('publishes a post with an image: one request, the post exists, the dialog closes', async () => {
    const sent = captureRequests('POST', '/api/content/post')
    const compressed = captureRequests('POST', '/image-service/compress')
    const { app, dialog } = await openComposer()
    const before = app.queryClient.getQueryData<Profile>(sessionKeys.profile())?.num_posts ?? 0
    const { title, body, publish } = fields(dialog)

    // The dialog's focus scope moves focus in a passive effect, a render after the dialog shows.
    await waitFor(() => expect(title).toHaveFocus())
    await fill(app.user, title, 'Why Heat still has the best shoot-out')
    if (!body) throw new Error('a post has a body field')
    await fill(app.user, body, 'Twelve minutes, no score, and the sound of real gunfire.')
    const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]')
    if (!fileInput) throw new Error('no file input')
    await app.user.upload(fileInput, png('heat-downtown.png'))
    expect(await within(dialog).findByText('Image ready.')).toBeInTheDocument()
    expect(compressed).toHaveLength(1)

    await app.user.click(publish)

    expect(await within(alerts()).findByText('Post created!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Create a post' })).toBeNull()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({
      title: 'Why Heat still has the best shoot-out',
      body: 'Twelve minutes, no score, and the sound of real gunfire.',
      type: 'post',
      image: {
        id: expect.stringMatching(/^upload-\d+$/) as unknown,
        source: 'processed',
        data: PNG_DATA_URL,
      },
      group: null,
      boards: [],
      status: 'A',
    })
    const created = db().posts.find((p) => p.title === 'Why Heat still has the best shoot-out')
    expect(created?.type).toBe('post')
    expect(created?.image).toMatch(/^\/mock-media\/upload\//)
    // The member's post count is fetched again.
    await waitFor(() =>
      expect(app.queryClient.getQueryData<Profile>(sessionKeys.profile())?.num_posts).toBe(
        before + 1,
      ),
    )

    // The next post starts from an empty draft.
    await app.user.click(within(bottomBar()).getByRole('button', { name: 'Create post' }))
    const again = await screen.findByRole('dialog', { name: 'Create a post' })
    expect(fields(again).title).toHaveValue('')
  })

  it('takes the person to the picture when it is what stops the post', async () => {
    const sent = captureRequests('POST', '/api/content/post')
    server.use(
      http.post('*/image-service/compress', () =>
        HttpResponse.json({ success: false, compressed_img: null, message: 'Too blurry to keep.' }),
      ),
    )
    const { app, dialog } = await openComposer()
    const { title, body, publish } = fields(dialog)
    await fill(app.user, title, 'A still from Heat')
    if (!body) throw new Error('a post has a body field')
    await fill(app.user, body, 'The picture will not go through.')
    const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]')
    if (!fileInput) throw new Error('no file input')
    await app.user.upload(fileInput, png('blurry.png'))
    expect(await within(dialog).findByText('Too blurry to keep.')).toBeInTheDocument()

    publish.focus()
    await app.user.keyboard('{Enter}')

    // On a phone the message can be below the fold: focus goes to the picture's button, which
    // scrolls it into view, and the button is described by the message.
    const browse = within(dialog).getByRole('button', { name: 'Choose a file' })
    await waitFor(() => expect(browse).toHaveFocus())
    expect(browse).toHaveAccessibleDescription('Too blurry to keep.')
    expect(sent).toHaveLength(0)
  })

  it('asks for a title and a body before sending anything', async () => {
    const sent = captureRequests('POST', '/api/content/post')
    const { app, dialog } = await openComposer()

    await app.user.click(fields(dialog).publish)

    expect(within(dialog).getByText('Please add a title to your post!')).toBeInTheDocument()
    expect(within(dialog).getByText('Please add some content to your post!')).toBeInTheDocument()
    await waitFor(() => expect(fields(dialog).title).toHaveFocus())
    expect(sent).toHaveLength(0)
    expect(screen.getByRole('dialog', { name: 'Create a post' })).toBeInTheDocument()
  })

  it('asks a question with a title only (questions need no body)', async () => {
    const sent = captureRequests('POST', '/api/content/post')
    const { app, dialog } = await openComposer()

    await app.user.click(within(dialog).getByRole('radio', { name: 'Question' }))
    const question = await screen.findByRole('dialog', { name: 'Ask a question' })
    expect(fields(question).body).toBeNull()
    await fill(app.user, fields(question).title, 'Which Lynch film should I start with?')
    await app.user.click(within(question).getByRole('button', { name: 'Ask question' }))

    expect(await within(alerts()).findByText('Post created!')).toBeInTheDocument()
    expect(sent[0]?.body).toMatchObject({
      title: 'Which Lynch film should I start with?',
      body: '',
      type: 'question',
      image: null,
    })
    expect(db().posts.find((p) => p.title === 'Which Lynch film should I start with?')?.type).toBe(
      'question',
    )
  })

  it('reopens with a warning and the typed text when the server fails, then succeeds once', async () => {
    setScenario('post-create-error')
    const { app, dialog } = await openComposer()
    await fill(app.user, fields(dialog).title, 'Villeneuve and the art of scale')
    const body = fields(dialog).body
    if (!body) throw new Error('a post has a body field')
    await fill(app.user, body, 'Dune makes a person look like a grain of sand.')

    await app.user.click(fields(dialog).publish)

    expect(
      await within(alerts()).findByText('I had an issue creating your post, please try again.'),
    ).toBeInTheDocument()
    // The closing sheet has left; the one on screen is the reopened dialog.
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
    const reopened = screen.getByRole('dialog', { name: 'Create a post' })
    expect(
      await within(reopened).findByText('I had an issue creating your post, please try again.'),
    ).toBeInTheDocument()
    expect(fields(reopened).title).toHaveValue('Villeneuve and the art of scale')
    expect(fields(reopened).body).toHaveValue('Dune makes a person look like a grain of sand.')
    expect(db().posts.filter((p) => p.title === 'Villeneuve and the art of scale')).toHaveLength(0)

    setScenario(null)
    await app.user.click(fields(reopened).publish)
    expect(await within(alerts()).findByText('Post created!')).toBeInTheDocument()
    expect(db().posts.filter((p) => p.title === 'Villeneuve and the art of scale')).toHaveLength(1)
  })

  it('keeps the draft when closed, and throws it away on request', async () => {
    const { app, dialog } = await openComposer()
    await fill(app.user, fields(dialog).title, 'Half-written thought')
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await app.user.click(within(bottomBar()).getByRole('button', { name: 'Create post' }))
    const reopened = await screen.findByRole('dialog', { name: 'Create a post' })
    expect(fields(reopened).title).toHaveValue('Half-written thought')

    await app.user.click(within(reopened).getByRole('button', { name: 'Discard draft' }))
    expect(fields(reopened).title).toHaveValue('')
  })

  it('refuses a second image with the one-image message', async () => {
    const { app, dialog } = await openComposer()
    const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]')
    if (!fileInput) throw new Error('no file input')
    // The picker allows one file; a drop of two is what reaches the rule. Enable multiple to
    // simulate the same batch through the input.
    fileInput.multiple = true
    await app.user.upload(fileInput, [png('one.png'), png('two.png')])

    expect(
      await within(dialog).findAllByText('You can only choose 1 image per post!'),
    ).not.toHaveLength(0)
  })

  it('forgets the draft when the member signs out', async () => {
    const { app, dialog } = await openComposer()
    await fill(app.user, fields(dialog).title, 'Private thoughts on Tár')
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await app.user.click(screen.getByRole('button', { name: 'Account menu for filmfan' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    await app.user.click(within(menu).getByRole('button', { name: 'Logout' }))

    expect(await within(bottomBar()).findByRole('link', { name: 'Login' })).toBeInTheDocument()
    expect(within(bottomBar()).queryByRole('button', { name: 'Create post' })).toBeNull()
    expect(app.store.get(postDraftAtom)).toEqual({ title: '', body: '' })
  })
})

describe('composer panel above the feeds (tablets and desktops)', () => {
  function panel() {
    return screen.getByRole('region', { name: 'Share with the community' })
  }

  it('opens the composer as a question for a member', async () => {
    await signIn('filmfan')
    const app = renderApp('/top')
    await screen.findByRole('region', { name: 'Share with the community' })

    await app.user.click(within(panel()).getByRole('button', { name: 'Ask a question' }))

    const dialog = await screen.findByRole('dialog', { name: 'Ask a question' })
    expect(within(dialog).getByRole('radio', { name: 'Question' })).toBeChecked()
  })

  it('asks a visitor to log in for 5 seconds and opens nothing', async () => {
    const app = renderApp('/home')
    await screen.findByRole('region', { name: 'Share with the community' })

    await checkLifetime(5_000, {
      act: () => app.user.click(within(panel()).getByRole('button', { name: 'Create post' })),
      appeared: async () => {
        const warning = await within(alerts()).findByText(
          'If you want to create a post, please log in',
        )
        expect(warning).toHaveTextContent(/^Warning: /)
        return warning
      },
      stillThere: () =>
        expect(
          within(alerts()).getByText('If you want to create a post, please log in'),
        ).toBeVisible(),
      over: () =>
        expect(
          within(alerts()).queryByText('If you want to create a post, please log in'),
        ).toBeNull(),
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('creates a group from the panel and lands on its page', async () => {
    await signIn('filmfan')
    const app = renderApp('/new')
    await screen.findByRole('region', { name: 'Share with the community' })

    await app.user.click(within(panel()).getByRole('button', { name: 'Create a group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    await fill(app.user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Noir Night Owls')
    await fill(
      app.user,
      within(dialog).getByRole('textbox', { name: /^Description/ }),
      'Black-and-white crime films after midnight.',
    )
    const categories = within(dialog).getByRole('radiogroup', { name: /^Category/ })
    const [category] = await within(categories).findAllByRole('radio')
    if (!category) throw new Error('the seed has group categories')
    await app.user.click(category)
    await app.user.click(within(dialog).getByRole('button', { name: 'Create group' }))

    expect(await within(alerts()).findByText('Group created!')).toBeInTheDocument()
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/group\//))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Noir Night Owls' }),
    ).toBeInTheDocument()
  })

  it('asks a visitor to log in before creating a group', async () => {
    const app = renderApp('/top')
    await screen.findByRole('region', { name: 'Share with the community' })
    await app.user.click(within(panel()).getByRole('button', { name: 'Create a group' }))
    expect(
      await within(alerts()).findByText('If you want to create a group, please log in'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('posts into a group when opened for one', async () => {
    const sent = captureRequests('POST', '/api/content/post')
    await signIn('filmfan')
    const app = renderApp('/home')
    await screen.findByRole('region', { name: 'Share with the community' })
    const group = db().groups[0]
    if (!group) throw new Error('the seed has groups')

    act(() =>
      app.store.set(openComposerAtom, { kind: 'post', group: { id: group.id, name: group.name } }),
    )

    const dialog = await screen.findByRole('dialog', { name: 'Create a post' })
    expect(within(dialog).getByText(`Posting in ${group.name}`)).toBeInTheDocument()
    await fill(app.user, fields(dialog).title, 'Group night: Le Samouraï')
    const body = fields(dialog).body
    if (!body) throw new Error('a post has a body field')
    await fill(app.user, body, 'Bring a trench coat.')
    await app.user.click(fields(dialog).publish)

    expect(await within(alerts()).findByText('Post created!')).toBeInTheDocument()
    expect(sent[0]?.body).toMatchObject({ group: group.id })
  })
})
