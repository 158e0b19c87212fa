import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server, setScenario } from '#mocks/node'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

/** The page's own region (PageFrame's section, named by the h1). */
async function openHome(path = '/home') {
  const app = renderApp(path)
  const page = await screen.findByRole('region', { name: 'Home' })
  return { app, page }
}

function shelfTitles(page: HTMLElement): string[] {
  return within(page)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
}

function boardHref(boardId: number): string {
  const board = db().boards.find((b) => b.id === boardId)
  if (!board) throw new Error(`no board ${boardId}`)
  return `/board/${board.slug}`
}

/** Makes the playlist view two pages long (pages of 12), each playlist with the first boards. */
function seedPlaylists(total: number) {
  const boardIds = db()
    .boards.slice(0, 3)
    .map((board) => board.id)
  db().playlists = Array.from({ length: total }, (_, index) => ({
    id: 100 + index,
    name: `Playlist ${String(index + 1).padStart(2, '0')}`,
    board_ids: boardIds,
  }))
}

describe('/home board playlists', () => {
  it('shows the most popular boards first, then each named playlist as a shelf of board links', async () => {
    const { page } = await openHome()
    const popular = await within(page).findByRole('region', { name: 'Most popular' })
    const playlists = db().playlists
    expect(shelfTitles(page)).toEqual(['Most popular', ...playlists.map((p) => p.name)])

    const popularLinks = within(popular).getAllByRole('link')
    expect(popularLinks.length).toBeGreaterThan(0)
    for (const link of popularLinks) expect(link.getAttribute('href')).toMatch(/^\/board\/[\w-]+$/)
    // The first poster is the page's first picture: asked for at once and first; the others wait.
    const posters = popularLinks.map((link) => link.querySelector('img'))
    expect(posters[0]).toHaveAttribute('loading', 'eager')
    expect(posters[0]).toHaveAttribute('fetchpriority', 'high')
    for (const poster of posters.slice(1).filter(Boolean)) {
      expect(poster).toHaveAttribute('loading', 'lazy')
      expect(poster).not.toHaveAttribute('fetchpriority', 'high')
    }

    for (const playlist of playlists) {
      const shelf = within(page).getByRole('region', { name: playlist.name })
      const hrefs = within(shelf)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
      expect(hrefs).toEqual(playlist.board_ids.map(boardHref))
      // Each card is named by its board, with its picture reserved in size and loaded lazily.
      const first = db().boards.find((b) => b.id === playlist.board_ids[0])
      const card = within(shelf).getByRole('link', { name: new RegExp(`^${first?.name}`) })
      const image = card.querySelector('img')
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
      expect(image).toHaveAttribute('alt', '')
    }
    // Every playlist fits on one page: nothing more to load.
    expect(within(page).queryByRole('button', { name: 'Load more playlists' })).toBeNull()
  })

  it('loads the next page of playlists once, however fast "Load more" is pressed, and never shows one twice', async () => {
    seedPlaylists(20)
    const pages = captureRequests('GET', '/api/board/playlist')
    const { app, page } = await openHome()
    await within(page).findByRole('region', { name: 'Playlist 12' })
    expect(within(page).queryByRole('region', { name: 'Playlist 13' })).toBeNull()

    // A playlist added at the top while someone reads: page 2 now repeats the end of page 1.
    db().playlists.unshift({ id: 99, name: 'Playlist 00', board_ids: [db().boards[0]?.id ?? 1] })

    await app.user.dblClick(within(page).getByRole('button', { name: 'Load more playlists' }))
    await within(page).findByRole('region', { name: 'Playlist 20' })
    await waitFor(() =>
      expect(within(page).queryByRole('button', { name: 'Load more playlists' })).toBeNull(),
    )

    const requested = pages.map((request) => request.url.searchParams.get('page') ?? '1')
    expect(requested).toEqual(['1', '2'])
    const titles = shelfTitles(page)
    expect(new Set(titles).size).toBe(titles.length)
    expect(titles).toEqual([
      'Most popular',
      ...Array.from({ length: 20 }, (_, i) => `Playlist ${String(i + 1).padStart(2, '0')}`),
    ])
  })

  it('says when the next page fails and tries it again', async () => {
    seedPlaylists(14)
    const { app, page } = await openHome()
    const more = await within(page).findByRole('button', { name: 'Load more playlists' })
    server.use(
      http.get('*/api/board/playlist', () =>
        HttpResponse.json({ detail: 'Boom' }, { status: 500 }),
      ),
    )
    await app.user.click(more)
    expect(
      await within(page).findByText('I had an issue loading more playlists, please try again.'),
    ).toBeInTheDocument()
    server.resetHandlers()
    await app.user.click(within(page).getByRole('button', { name: 'Try again' }))
    expect(await within(page).findByRole('region', { name: 'Playlist 14' })).toBeInTheDocument()
  })

  it('says when the playlists cannot be loaded, and "Try again" loads them', async () => {
    server.use(
      http.get('*/api/board/playlist', () =>
        HttpResponse.json({ detail: 'Boom' }, { status: 500 }),
      ),
    )
    const { app, page } = await openHome()
    const alert = await within(page).findByRole('alert')
    expect(alert).toHaveTextContent('I had an issue loading the playlists, please try again.')

    server.resetHandlers()
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(page).findByRole('region', { name: 'Most popular' })).toBeInTheDocument()
    expect(within(page).queryByRole('alert')).toBeNull()
  })

  it('shows an empty state, and no ad, when there is nothing to show', async () => {
    setScenario('empty')
    const ads = captureRequests('GET', '/api/advertisement')
    const { page } = await openHome()
    expect(await within(page).findByText('No playlists yet', undefined)).toBeInTheDocument()
    expect(within(page).queryByRole('heading', { level: 2 })).toBeNull()
    await waitFor(() => expect(ads).toHaveLength(1))
    // Give the (empty) answer time to render: still no banner.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull()
  })

  it('keeps ?query= from the header search valid (the playlist call takes no query)', async () => {
    const pages = captureRequests('GET', '/api/board/playlist')
    const { app, page } = await openHome('/home?query=noir')
    await within(page).findByRole('region', { name: 'Most popular' })
    expect(app.currentHref()).toBe('/home?query=noir')
    expect(pages[0]?.url.searchParams.has('query')).toBe(false)
  })
})
