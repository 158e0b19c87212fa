import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server } from '#mocks/node'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

async function openBoards(path = '/boards') {
  const app = renderApp(path)
  const grid = await screen.findByRole('list', { name: 'Boards' })
  return { app, grid }
}

function names(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
}

describe('/boards', () => {
  it('shows board cards linking to their boards, with picture and counts', async () => {
    const { grid } = await openBoards()
    const first = db().boards[0]
    if (!first) throw new Error('the mock has boards')
    expect(names(grid)).toHaveLength(12)
    expect(names(grid)[0]).toBe(first.name)

    const card = within(grid).getAllByRole('link')[0] as HTMLElement
    expect(card).toHaveAttribute('href', `/board/${first.slug}`)
    expect(card).toHaveTextContent(/\d+ posts?/)
    expect(card).toHaveTextContent(/\d+ comments?/)
    const image = card.querySelector('img')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '800')
    expect(image).toHaveAttribute('height', '450')
    expect(image).toHaveAttribute('alt', '')
  })

  it('appends the next page once however fast "Load more" is pressed, never a board twice', async () => {
    const pages = captureRequests('GET', '/api/board')
    const { app, grid } = await openBoards()

    await app.user.dblClick(screen.getByRole('button', { name: 'Load more' }))

    await waitFor(() => expect(names(grid).length).toBeGreaterThanOrEqual(24))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more', busy: true })).toBeNull(),
    )
    const requested = pages.map((request) => request.url.searchParams.get('page') ?? '1')
    expect(new Set(requested).size).toBe(requested.length)
    const shown = names(grid)
    expect(new Set(shown).size).toBe(shown.length)
    expect(shown).toHaveLength(Math.min(12 * requested.length, db().boards.length))
  })

  it('reaches the end of the list', async () => {
    const { app, grid } = await openBoards()
    const total = db().boards.length
    while (screen.queryByRole('button', { name: 'Load more' })) {
      await app.user.click(screen.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(names(grid).length).toBeGreaterThan(0))
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Load more', busy: true })).toBeNull(),
      )
    }
    await waitFor(() => expect(names(grid)).toHaveLength(total))
    expect(screen.getByText('That is every board. Pick one and dive in.')).toBeInTheDocument()
  })

  it('searches with ?query= and offers to clear the search', async () => {
    const sent = captureRequests('GET', '/api/board')
    const { grid } = await openBoards('/boards?query=horror')
    expect(names(grid)).toEqual(
      db()
        .boards.filter((board) => board.name.toLowerCase().includes('horror'))
        .map((board) => board.name),
    )
    expect(sent[0]?.url.searchParams.get('query')).toBe('horror')
    expect(screen.getByText('Boards matching “horror”')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/boards')
  })

  it('passes the filter to the server and marks it among the pills, keeping the search', async () => {
    const sent = captureRequests('GET', '/api/board')
    const { grid } = await openBoards('/boards?filter=top-level')
    expect(sent[0]?.url.searchParams.get('filter')).toBe('top-level')
    const topLevel = db().boards.filter((board) => board.parent_id === null)
    expect(names(grid).slice(0, 12)).toEqual(topLevel.slice(0, 12).map((board) => board.name))

    const pills = screen.getByRole('navigation', { name: 'Show boards' })
    expect(within(pills).getByRole('link', { name: 'Main boards' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(pills).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current')
    expect(within(pills).getByRole('link', { name: 'Popular' })).toHaveAttribute(
      'href',
      '/boards?filter=popular',
    )
  })

  it('follows a filter pill to a new list', async () => {
    const sent = captureRequests('GET', '/api/board')
    const { app } = await openBoards('/boards?query=a')
    const pills = screen.getByRole('navigation', { name: 'Show boards' })
    await app.user.click(within(pills).getByRole('link', { name: 'Newest' }))
    await waitFor(() => expect(app.currentHref()).toBe('/boards?query=a&filter=new'))
    await waitFor(() =>
      expect(sent.some((request) => request.url.searchParams.get('filter') === 'new')).toBe(true),
    )
    expect(
      sent
        .find((request) => request.url.searchParams.get('filter') === 'new')
        ?.url.searchParams.get('query'),
    ).toBe('a')
  })

  it('says so when a search finds nothing', async () => {
    renderApp('/boards?query=zzzzqqqq')
    expect(
      await screen.findByText('No boards match “zzzzqqqq”. Try other words.'),
    ).toBeInTheDocument()
  })

  it('shows the failure with a retry that loads the boards', async () => {
    let fail = true
    server.use(
      http.get('*/api/board', () =>
        fail
          ? HttpResponse.json({ detail: 'The board service is down.' }, { status: 500 })
          : undefined,
      ),
    )
    const app = renderApp('/boards')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The board service is down.')
    fail = false
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Boards' })).toBeInTheDocument()
  })

  it('keeps the boards on screen and offers a retry when a later page fails', async () => {
    const { app, grid } = await openBoards()
    server.use(
      http.get('*/api/board', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ detail: 'Boom' }, { status: 500 })
          : undefined,
      ),
    )
    await app.user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(
      await screen.findByText('The boards could not be loaded.', undefined),
    ).toBeInTheDocument()
    expect(names(grid)).toHaveLength(12)
    server.resetHandlers()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(names(grid)).toHaveLength(24))
  })
})
