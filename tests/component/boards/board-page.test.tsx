import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server } from '#mocks/node'
import type { BoardRow } from '#mocks/db/types'
import type { components } from '#openapi/schema.gen'
import { sessionKeys } from '#features/session/api/session-queries'
import { alertsAtom } from '#lib/alerts'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

type Profile = components['schemas']['Profile']

function postsOf(board: BoardRow) {
  return db()
    .posts.filter((post) => post.board_ids.includes(board.id))
    .sort((a, b) => b.created_date.localeCompare(a.created_date) || b.id - a.id)
}

/** The board with the most posts (more than a page of them, in the seeded world). */
function busiestBoard(): BoardRow {
  const [board] = [...db().boards].sort((a, b) => postsOf(b).length - postsOf(a).length)
  if (!board) throw new Error('the mock has boards')
  return board
}

/** A top-level board with related (sub) boards and posts. */
function boardWithRelated(): BoardRow {
  const board = db().boards.find(
    (b) =>
      b.parent_id === null &&
      db().boards.some((sub) => sub.parent_id === b.id) &&
      postsOf(b).length > 0,
  )
  if (!board) throw new Error('the mock has a board with sub-boards')
  return board
}

function filmfan() {
  const profile = db().profiles.find((p) => p.username === 'filmfan')
  if (!profile) throw new Error('filmfan is seeded')
  return profile
}

async function openBoard(board: BoardRow) {
  const app = renderApp(`/board/${board.slug}`)
  await screen.findByRole('heading', { level: 1, name: board.name })
  return app
}

function postList() {
  return screen.findByRole('list', { name: 'Posts in this board' })
}

function postTitles(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => (heading.textContent ?? '').replace(/ \(opens in a new tab\)$/, ''))
}

function alerts() {
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

function profileOf(app: ReturnType<typeof renderApp>) {
  return app.queryClient.getQueryData<Profile>(sessionKeys.profile())
}

describe('/board/$boardSlug', () => {
  it('shows the board header, its related boards and its newest posts', async () => {
    const board = boardWithRelated()
    const posts = postsOf(board)
    await openBoard(board)

    expect(screen.getByText('Posts').nextElementSibling).toHaveTextContent(String(posts.length))
    const banner = document.querySelector('img[width="800"][height="450"]')
    expect(banner).toHaveAttribute('src', board.featured_image)

    const related = screen.getByRole('region', { name: 'Related boards' })
    const subs = db().boards.filter((b) => b.parent_id === board.id)
    for (const sub of subs) {
      expect(within(related).getByRole('link', { name: sub.name })).toHaveAttribute(
        'href',
        `/board/${sub.slug}`,
      )
    }

    const list = await postList()
    expect(postTitles(list)).toEqual(posts.slice(0, 12).map((post) => post.title))
    // Text only: a post's title or body never becomes markup.
    expect(within(list).getAllByRole('article').length).toBe(Math.min(12, posts.length))
  })

  it('lays the posts out as a masonry once they arrive after the page', async () => {
    const board = boardWithRelated()
    // Answered after the board itself (delay(), then on to the mock's own handler).
    server.use(http.get('*/api/board/post/slug/:slug', () => delay(300)))
    await openBoard(board)
    const list = await postList()

    // The posts come after the list's skeleton (as on a slow network): the masonry must still
    // place them, every card spanning the rows its height needs.
    await waitFor(() => expect(list).toHaveAttribute('data-masonry'))
    const cells = [...list.children] as HTMLElement[]
    expect(cells.length).toBeGreaterThan(0)
    for (const cell of cells) expect(cell.style.gridRowEnd).toMatch(/^span \d+$/)
  })

  it('loads the next page of posts once however fast "Load more" is pressed', async () => {
    const board = busiestBoard()
    const posts = postsOf(board)
    expect(posts.length).toBeGreaterThan(12)
    const pages = captureRequests('GET', `/api/board/post/slug/${board.slug}`)
    const app = await openBoard(board)
    const list = await postList()

    await app.user.dblClick(screen.getByRole('button', { name: 'Load more' }))

    await waitFor(() => expect(postTitles(list).length).toBeGreaterThan(12))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more', busy: true })).toBeNull(),
    )
    const requested = pages.map((request) => request.url.searchParams.get('page') ?? '1')
    expect(new Set(requested).size).toBe(requested.length)
    const titles = postTitles(list)
    expect(titles).toEqual(posts.slice(0, titles.length).map((post) => post.title))
    expect(titles).toHaveLength(Math.min(12 * requested.length, posts.length))
  })

  it('shows a member’s upvote on a board’s post at once', async () => {
    const board = boardWithRelated()
    const [post] = postsOf(board)
    if (!post) throw new Error('the board has posts')
    await signIn('critic')
    const app = await openBoard(board)
    const list = await postList()
    const card = within(list).getAllByRole('article')[0] as HTMLElement
    const upvote = await within(card).findByRole('button', { name: /upvotes?, upvote “/ })
    const before = upvote.getAttribute('aria-pressed') === 'true'
    const count = Number(/^(\d+) upvotes?,/.exec(upvote.getAttribute('aria-label') ?? '')?.[1])

    await app.user.click(upvote)

    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /upvotes?, upvote “/ })).toHaveAttribute(
        'aria-pressed',
        String(!before),
      ),
    )
    expect(within(card).getByRole('button', { name: /upvotes?, upvote “/ })).toHaveAccessibleName(
      new RegExp(`^${before ? count - 1 : count + 1} upvotes?, upvote “`),
    )
  })

  it('saves and unsaves the board for a member, and the profile follows', async () => {
    const board = boardWithRelated()
    filmfan().saved_board_ids = []
    await signIn('filmfan')
    const saves = captureRequests('PUT', '/api/auth/board/save')
    const removes = captureRequests('PUT', '/api/auth/board/remove')
    const app = await openBoard(board)

    // A double click sends one request.
    await app.user.dblClick(await screen.findByRole('button', { name: 'Save board' }))

    const saved = await screen.findByRole('button', { name: /^Saved/ })
    expect(saved).toHaveAccessibleName('Saved, press to remove it from your saved boards')
    expect(saves).toHaveLength(1)
    expect(saves[0]?.body).toEqual({ id: board.id })
    expect(removes).toHaveLength(0)
    expect(profileOf(app)?.saved_boards.map((b) => b.id)).toEqual([board.id])
    expect(filmfan().saved_board_ids).toEqual([board.id])
    expect(within(alerts()).getByText('Board saved to your profile.')).toBeInTheDocument()

    // A later, separate press (not the second half of a double click) removes it again.
    await new Promise((resolve) => setTimeout(resolve, 600))
    await app.user.click(saved)

    expect(await screen.findByRole('button', { name: 'Save board' })).toBeInTheDocument()
    expect(removes).toHaveLength(1)
    expect(removes[0]?.body).toEqual({ id: board.id })
    expect(profileOf(app)?.saved_boards).toEqual([])
    expect(within(alerts()).getByText('Board removed from your profile.')).toBeInTheDocument()
  })

  it('shows a board the member already saved as saved', async () => {
    const board = boardWithRelated()
    filmfan().saved_board_ids = [board.id]
    await signIn('filmfan')
    await openBoard(board)
    expect(await screen.findByRole('button', { name: /^Saved/ })).toBeInTheDocument()
  })

  it('asks a visitor to log in for 5 seconds and sends nothing', async () => {
    const board = boardWithRelated()
    const saves = captureRequests('PUT', '/api/auth/board/save')
    const app = await openBoard(board)

    await app.user.click(screen.getByRole('button', { name: 'Save board' }))

    expect(
      within(alerts()).getByText('If you want to save a board, please log in'),
    ).toBeInTheDocument()
    const warning = app.store
      .get(alertsAtom)
      .find((alert) => alert.message === 'If you want to save a board, please log in')
    expect(warning).toMatchObject({ status: 'warning', timeout: 5000 })
    expect(saves).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Save board' })).toBeInTheDocument()
  })

  it('says so when saving fails, and the board stays unsaved', async () => {
    const board = boardWithRelated()
    filmfan().saved_board_ids = []
    server.use(
      http.put('*/api/auth/board/save', () =>
        HttpResponse.json({ detail: 'Boom' }, { status: 500 }),
      ),
    )
    await signIn('filmfan')
    const app = await openBoard(board)

    await app.user.click(await screen.findByRole('button', { name: 'Save board' }))

    expect(
      await within(alerts()).findByText('I had an issue saving this board, please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save board' })).toBeEnabled()
    expect(profileOf(app)?.saved_boards).toEqual([])
  })

  it('opens the composer from "Post in this board" for a member, and warns a visitor', async () => {
    const board = boardWithRelated()
    const visitor = await openBoard(board)
    await visitor.user.click(screen.getByRole('button', { name: 'Post in this board' }))
    expect(
      within(alerts()).getByText('If you want to create a post, please log in'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    visitor.unmount()

    await signIn('filmfan')
    const member = await openBoard(board)
    await member.user.click(await screen.findByRole('button', { name: 'Post in this board' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' })
    expect(within(dialog).getByText(`Posting in the ${board.name} board`)).toBeInTheDocument()

    // The post is filed in the board (docs/behaviour.md#boards).
    const sent = captureRequests('POST', '/api/content/post')
    await member.user.click(within(dialog).getByRole('textbox', { name: /^Title/ }))
    await member.user.paste('Board night picks')
    await member.user.click(within(dialog).getByRole('textbox', { name: /^Your post/ }))
    await member.user.paste('Three films, one theme.')
    await member.user.click(within(dialog).getByRole('button', { name: 'Publish post' }))
    expect(await within(alerts()).findByText('Post created!')).toBeInTheDocument()
    expect(sent[0]?.body).toMatchObject({ boards: [board.id] })
  })

  it('shows a 404 text for a board that does not exist', async () => {
    renderApp('/board/no-such-board')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This board is not here' }),
    ).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(
      screen.getByText('It may have been removed, or the link is mistyped.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all boards' })).toHaveAttribute(
      'href',
      '/boards',
    )
  })
})
