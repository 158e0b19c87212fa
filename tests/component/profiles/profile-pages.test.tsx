import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server } from '#mocks/node'
import { apiGet } from '#lib/api/client'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

function postsOf(profileId: number): number {
  return db().posts.filter((post) => post.created_by === profileId).length
}

function savedBoardsOf(username: string) {
  const profile = db().profiles.find((p) => p.username === username)
  if (!profile) throw new Error(`${username} is in the seed`)
  return profile.saved_board_ids.map((id) => {
    const board = db().boards.find((b) => b.id === id)
    if (!board) throw new Error(`board ${id} exists`)
    return board
  })
}

/** The stats list reads label then number: "Posts" → "14". */
function stat(hero: HTMLElement, label: string): string {
  const term = within(hero).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

async function openProfile(path: string) {
  await signIn('filmfan')
  const app = renderApp(path)
  await screen.findByRole('tablist', { name: 'Profile sections' })
  return { app }
}

describe('/profile (own profile)', () => {
  it('shows the member from the session: cover, picture, name, tagline, joined date and counts', async () => {
    await signIn('filmfan')
    const me = await apiGet('/api/auth')
    renderApp('/profile')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument()
    const hero = screen.getByRole('region', { name: 'filmfan' })
    expect(within(hero).getByRole('heading', { level: 2, name: 'filmfan' })).toBeInTheDocument()
    expect(within(hero).getByText('Three films a week, minimum.')).toBeInTheDocument()
    expect(within(hero).getByText('Joined 14 May 2024')).toHaveAttribute(
      'datetime',
      me.created_date,
    )
    expect(within(hero).getByRole('img', { name: 'Profile picture of filmfan' })).toHaveAttribute(
      'src',
      '/mock-media/avatar/filmfan.svg',
    )
    expect(stat(hero, 'Posts')).toBe(String(me.num_posts))
    expect(stat(hero, 'Comments')).toBe(String(me.num_comments))
    expect(stat(hero, 'Upvotes')).toBe(String(me.num_upvotes))
    expect(within(hero).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    )
    // filmfan has no cover: the placeholder keeps its place, with no broken picture.
    expect(hero.querySelectorAll('img')).toHaveLength(1)
  })

  it('opens on the Boards tab with the saved boards as links to each board', async () => {
    await openProfile('/profile')
    const tabs = screen.getByRole('tablist', { name: 'Profile sections' })
    const [first, second] = within(tabs).getAllByRole('tab')
    expect(first).toHaveAccessibleName(/^Boards/)
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(second).toHaveAccessibleName(/^Posts/)

    const saved = savedBoardsOf('filmfan')
    const list = screen.getByRole('list', { name: 'Saved boards' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(saved.map((board) => board.name))
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      saved.map((board) => `/board/${board.slug}`),
    )
  })

  it('says so when no board is saved, and points to the boards', async () => {
    await signIn('filmfan')
    const me = await apiGet('/api/auth')
    server.use(http.get('*/api/auth', () => HttpResponse.json({ ...me, saved_boards: [] })))
    renderApp('/profile')

    expect(await screen.findByText('No saved boards yet', undefined)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse boards' })).toHaveAttribute('href', '/boards')
  })

  it('shows the member’s posts on the Posts tab, then the rest on "Load more"', async () => {
    const pages = captureRequests('GET', '/api/content/post/profile/1')
    const { app } = await openProfile('/profile')
    expect(pages).toHaveLength(0)

    await app.user.click(screen.getByRole('tab', { name: /^Posts/ }))

    const feed = await screen.findByRole('list', { name: 'Posts' })
    expect(within(feed).getAllByRole('article')).toHaveLength(12)
    expect(app.currentHref()).toBe('/profile?tab=posts')
    const total = postsOf(1)
    expect(total).toBeGreaterThan(12)

    await app.user.dblClick(screen.getByRole('button', { name: 'Load more' }))

    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(total))
    expect(await screen.findByText(/You have reached the end/)).toBeInTheDocument()
    const requested = pages.map((request) => request.url.searchParams.get('page'))
    expect(requested).toEqual(['1', '2'])
    // Each post once: their pages' addresses (slugs are unique, titles need not be).
    const slugs = within(feed)
      .getAllByRole('link', { name: /opens in a new tab/ })
      .map((link) => link.getAttribute('href'))
    expect(new Set(slugs).size).toBe(total)
  })

  it('opens straight on the Posts tab from ?tab=posts', async () => {
    await openProfile('/profile?tab=posts')
    expect(screen.getByRole('tab', { name: /^Posts/ })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('list', { name: 'Posts' })).toBeInTheDocument()
  })
})

describe('/profile/$profileId (another member)', () => {
  it('shows the member’s public profile without an edit link, and their posts', async () => {
    const searches = captureRequests('GET', '/api/auth/profile/search')
    const { app } = await openProfile('/profile/2')

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    const hero = screen.getByRole('region', { name: 'critic' })
    expect(within(hero).getByText('Letterboxd reviewer, occasional podcaster.')).toBeInTheDocument()
    expect(within(hero).queryByRole('link', { name: 'Edit profile' })).toBeNull()
    expect(stat(hero, 'Posts')).toBe(String(postsOf(2)))
    expect(searches[0]?.url.searchParams.get('profile')).toBe('2')
    await waitFor(() => expect(document.title).toBe('critic · FILM WAFFLE'))

    await app.user.click(screen.getByRole('tab', { name: /^Posts/ }))
    const feed = await screen.findByRole('list', { name: 'Posts' })
    expect(within(feed).getAllByRole('article')).toHaveLength(postsOf(2))
    for (const article of within(feed).getAllByRole('article')) {
      expect(article).toHaveTextContent('critic')
    }
    expect(app.currentHref()).toBe('/profile/2?tab=posts')
  })

  it('sends the member’s own id to /profile, on the same tab', async () => {
    const { app } = await openProfile('/profile/1?tab=posts')
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/profile?tab=posts')
  })

  it('shows a not-found text for an id no member has', async () => {
    await signIn('filmfan')
    renderApp('/profile/9999')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This member is not here' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('The profile may have been deleted, or the link is mistyped.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse members' })).toHaveAttribute(
      'href',
      '/profiles',
    )
  })

  it('shows the not-found text for an address that is not an id, without asking the server', async () => {
    const searches = captureRequests('GET', '/api/auth/profile/search')
    await signIn('filmfan')
    renderApp('/profile/abc')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This member is not here' }),
    ).toBeInTheDocument()
    expect(searches).toHaveLength(0)
  })

  it('shows the server’s message and a retry when the profile cannot be loaded', async () => {
    await signIn('filmfan')
    let fail = true
    server.use(
      http.get('*/api/auth/profile/search', () =>
        fail ? HttpResponse.json({ detail: 'Profiles are resting.' }, { status: 503 }) : undefined,
      ),
    )
    const app = renderApp('/profile/2')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Profiles are resting.')

    fail = false
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'critic' })).toBeInTheDocument()
  })
})
