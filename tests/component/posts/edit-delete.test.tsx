import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server } from '#mocks/node'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

function filmfanPost() {
  const state = db()
  const me = state.profiles.find((p) => p.username === 'filmfan')
  const post = state.posts.find((p) => p.created_by === me?.id && p.type === 'post')
  if (!me || !post) throw new Error('the seed has a post by filmfan')
  return post
}

function someoneElsesPost() {
  const state = db()
  const me = state.profiles.find((p) => p.username === 'filmfan')
  const post = state.posts.find((p) => p.created_by !== me?.id)
  if (!post) throw new Error('the seed has posts by others')
  return post
}

function alerts() {
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

/** Opens /new searched down to one post, signed in as filmfan, and returns its card. */
async function openCard(post: { title: string; slug: string }, { mine = true } = {}) {
  await signIn('filmfan')
  const app = renderApp(`/new?query=${encodeURIComponent(post.title)}`)
  // Titles can repeat; the address cannot.
  await screen.findByRole('list', { name: 'Posts' })
  const link = screen
    .getAllByRole('link', { name: /opens in a new tab/ })
    .find((element) => element.getAttribute('href') === `/post/${post.slug}`)
  const card = link?.closest('article')
  if (!card) throw new Error(`no card for ${post.slug}`)
  // The author's buttons appear once the session has loaded.
  if (mine) await within(card).findByRole('button', { name: /^Edit/ })
  return { app, card }
}

describe('editing and deleting one’s own post', () => {
  it('edits the title: the dialog is prefilled, the request keeps the boards, the card updates', async () => {
    const post = filmfanPost()
    const sent = captureRequests('PUT', '/api/content/post')
    const { app, card } = await openCard(post)

    await app.user.click(await within(card).findByRole('button', { name: `Edit “${post.title}”` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit your post' })
    const title = within(dialog).getByRole('textbox', { name: /^Title/ })
    expect(title).toHaveValue(post.title)
    await app.user.clear(title)
    await fill(app.user, title, 'A better headline')
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await within(alerts()).findByText('Post updated!')).toBeInTheDocument()
    expect(sent[0]?.body).toMatchObject({
      id: post.id,
      title: 'A better headline',
      boards: post.board_ids,
      status: 'A',
    })
    expect(
      await within(card).findByRole('heading', { level: 2, name: /A better headline/ }),
    ).toBeInTheDocument()
    expect(db().posts.find((p) => p.id === post.id)?.title).toBe('A better headline')
  })

  it('reopens the editor with a warning and the typed text when saving fails', async () => {
    server.use(
      http.put('*/api/content/post', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    )
    const post = filmfanPost()
    const { app, card } = await openCard(post)
    await app.user.click(await within(card).findByRole('button', { name: `Edit “${post.title}”` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit your post' })
    const title = within(dialog).getByRole('textbox', { name: /^Title/ })
    await app.user.clear(title)
    await fill(app.user, title, 'Kept after a failure')
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(
      await within(alerts()).findByText('I had an issue updating your post, please try again.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
    const reopened = screen.getByRole('dialog', { name: 'Edit your post' })
    expect(within(reopened).getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Kept after a failure',
    )
  })

  it('refuses an empty title without sending anything and focuses the title', async () => {
    const post = filmfanPost()
    const sent = captureRequests('PUT', '/api/content/post')
    const { app, card } = await openCard(post)
    await app.user.click(await within(card).findByRole('button', { name: `Edit “${post.title}”` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit your post' })
    const title = within(dialog).getByRole('textbox', { name: /^Title/ })
    await app.user.clear(title)
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(within(dialog).getByText('Please add a title to your post!')).toBeInTheDocument()
    // Focus goes back from "Save changes" to what needs fixing, as in every form.
    await waitFor(() => expect(title).toHaveFocus())
    expect(sent).toHaveLength(0)
  })

  it('deletes after confirmation: the card leaves the list and the post is gone', async () => {
    const post = filmfanPost()
    const sent = captureRequests('DELETE', '/api/content/post')
    const { app, card } = await openCard(post)

    await app.user.click(
      await within(card).findByRole('button', { name: `Delete “${post.title}”` }),
    )
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this post?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete post' }))

    expect(await within(alerts()).findByText('Post deleted.')).toBeInTheDocument()
    expect(sent.map((request) => request.body)).toEqual([{ id: post.id }])
    await waitFor(() => expect(card).not.toBeInTheDocument())
    expect(db().posts.some((p) => p.id === post.id)).toBe(false)
  })

  it('offers neither to someone else', async () => {
    const post = someoneElsesPost()
    const { card } = await openCard(post, { mine: false })
    // Signed in for sure (so the buttons would have had their chance to appear).
    await screen.findByRole('button', { name: 'Account menu for filmfan' })
    expect(within(card).queryByRole('button', { name: /^Edit/ })).toBeNull()
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull()
  })

  it('leaves the post page for /new after deleting the post there', async () => {
    const post = filmfanPost()
    await signIn('filmfan')
    const app = renderApp(`/post/${post.slug}`)
    const article = await screen.findByRole('article', { name: post.title })
    await app.user.click(
      await within(article).findByRole('button', { name: `Delete “${post.title}”` }),
    )
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this post?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete post' }))

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/new'))
    expect(await screen.findByRole('heading', { level: 1, name: 'New posts' })).toBeInTheDocument()
  })
})
