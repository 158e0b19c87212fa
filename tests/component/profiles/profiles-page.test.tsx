import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server } from '#mocks/node'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

async function openProfiles(path = '/profiles') {
  await signIn('filmfan')
  const app = renderApp(path)
  const list = await screen.findByRole('list', { name: 'Members' })
  return { app, list }
}

function cards(list: HTMLElement) {
  return within(list).getAllByRole('article')
}

function verifiedMembers() {
  return db().profiles.filter((profile) => profile.is_verified)
}

describe('/profiles', () => {
  it('lists members as cards linking to their profile, with tagline, joined date and counts', async () => {
    const { list } = await openProfiles()
    expect(cards(list)).toHaveLength(12)

    const critic = within(list).getByRole('article', { name: 'critic' })
    expect(within(critic).getByRole('link', { name: 'critic' })).toHaveAttribute(
      'href',
      '/profile/2',
    )
    expect(within(critic).getByText('Letterboxd reviewer, occasional podcaster.')).toBeVisible()
    expect(within(critic).getByText('Joined 21 March 2025')).toBeInTheDocument()
    const posts = within(critic).getByText('Posts', { selector: 'dt' })
    expect(posts.nextElementSibling).toHaveTextContent(
      String(db().posts.filter((post) => post.created_by === 2).length),
    )
    expect(within(critic).getByText('Comments', { selector: 'dt' })).toBeInTheDocument()
    expect(within(critic).getByText('Upvotes', { selector: 'dt' })).toBeInTheDocument()
  })

  it('appends the next page once however fast "Load more" is pressed, each member once', async () => {
    const pages = captureRequests('GET', '/api/auth/profile/search')
    const { app, list } = await openProfiles()

    await app.user.dblClick(screen.getByRole('button', { name: 'Load more members' }))

    await waitFor(() => expect(cards(list).length).toBeGreaterThanOrEqual(24))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Load more members' })).toBeEnabled(),
    )
    const requested = pages.map((request) => request.url.searchParams.get('page') ?? '1')
    expect(new Set(requested).size).toBe(requested.length)
    const hrefs = cards(list).map((card) => within(card).getByRole('link').getAttribute('href'))
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expect(hrefs).toHaveLength(12 * requested.length)
  })

  it('shows every member, then the end of the list', async () => {
    const { app, list } = await openProfiles()
    const total = verifiedMembers().length
    while (screen.queryByRole('button', { name: 'Load more members' })) {
      const shown = cards(list).length
      await app.user.click(screen.getByRole('button', { name: 'Load more members' }))
      await waitFor(() => expect(cards(list).length).toBeGreaterThan(shown))
    }
    expect(await screen.findByText(/That is everyone/)).toBeInTheDocument()
    expect(cards(list)).toHaveLength(total)
  })

  it('filters by ?query', async () => {
    const searches = captureRequests('GET', '/api/auth/profile/search')
    const { list } = await openProfiles('/profiles?query=reelrachel')

    expect(cards(list)).toHaveLength(1)
    expect(within(list).getByRole('link', { name: 'reelrachel' })).toHaveAttribute(
      'href',
      '/profile/4',
    )
    expect(searches[0]?.url.searchParams.get('query')).toBe('reelrachel')
    expect(screen.getByText('Members matching “reelrachel”')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('reelrachel')
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/profiles')
  })

  it('searches from its own field on Enter, writing ?query=', async () => {
    const { app } = await openProfiles()
    const field = screen.getByRole('searchbox', { name: 'Search members' })

    await app.user.type(field, '  noirnick {Enter}')

    await waitFor(() => expect(app.currentHref()).toBe('/profiles?query=noirnick'))
    const list = await screen.findByRole('list', { name: 'Members' })
    await waitFor(() => expect(cards(list)).toHaveLength(1))
    expect(within(list).getByRole('link', { name: 'noirnick' })).toBeInTheDocument()
  })

  it('says so when nobody matches', async () => {
    await signIn('filmfan')
    renderApp('/profiles?query=zzzzqqqq')
    expect(
      await screen.findByText('No members match “zzzzqqqq”. Try other words.'),
    ).toBeInTheDocument()
  })

  it('shows an error with a retry when the members cannot be loaded', async () => {
    await signIn('filmfan')
    let fail = true
    server.use(
      http.get('*/api/auth/profile/search', () =>
        fail ? HttpResponse.json({ detail: 'Down.' }, { status: 500 }) : undefined,
      ),
    )
    const app = renderApp('/profiles')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The members could not be loaded.')
    fail = false
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }))

    const list = await screen.findByRole('list', { name: 'Members' })
    expect(cards(list)).toHaveLength(12)
  })

  it('says so when the next page fails, and retries it', async () => {
    const { app, list } = await openProfiles()
    server.use(
      http.get(
        '*/api/auth/profile/search',
        () => HttpResponse.json({ detail: 'Down.' }, { status: 500 }),
        { once: true },
      ),
      http.get(
        '*/api/auth/profile/search',
        () => HttpResponse.json({ detail: 'Down.' }, { status: 500 }),
        { once: true },
      ),
      http.get(
        '*/api/auth/profile/search',
        () => HttpResponse.json({ detail: 'Down.' }, { status: 500 }),
        { once: true },
      ),
    )
    await app.user.click(screen.getByRole('button', { name: 'Load more members' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('The members could not be loaded.')
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(cards(list)).toHaveLength(24))
  })

  it('keeps its data under the member-only keys', async () => {
    const { app } = await openProfiles()
    const keys = app.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['private', 'profiles'] })
      .map((query) => query.queryKey)
    expect(keys.length).toBeGreaterThan(0)
  })

  it('sends a visitor to /login', async () => {
    const app = renderApp('/profiles?query=critic')
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(app.router.state.location.pathname).toBe('/login')
  })
})
