import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server } from '#mocks/node'
import type { components } from '#openapi/schema.gen'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

type Questionnaire = components['schemas']['Questionnaire']

setupMockBackend()

const LIST_PATH = '/api/recommender/questionnaire'

async function openList(path = '/ai/recommender') {
  const app = renderApp(path)
  const list = await screen.findByRole('list', { name: 'Film finders' })
  return { app, list }
}

function titles(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
}

function asQuestionnaire(index: number): Questionnaire {
  const row = db().questionnaires[index]
  if (!row) throw new Error('the mock has questionnaires')
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    created_date: row.created_date,
    questions: row.questions.map((q) => ({
      id: q.id,
      text: q.text,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
    })),
  }
}

describe('/ai/recommender', () => {
  it('shows every film finder as a card linking to its questionnaire', async () => {
    const { list } = await openList()
    const questionnaires = db().questionnaires
    expect(titles(list)).toEqual(questionnaires.map((q) => q.title))

    const first = questionnaires[0]
    if (!first) throw new Error('the mock has questionnaires')
    const card = within(list).getByRole('article', { name: first.title })
    expect(within(card).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/ai/recommender/film-finder/${first.slug}`,
    )
    expect(card).toHaveTextContent(first.category)
    expect(card).toHaveTextContent(`${first.questions.length} questions`)
    expect(within(card).getByText(/^Added \d{1,2} \w{3} \d{4}$/)).toBeInTheDocument()
    expect(card.querySelector('time')).toHaveAttribute('dateTime', first.created_date)
    expect(screen.getByText('That is every film finder. Pick one and press play.')).toBeVisible()
  })

  it('filters by ?query and searches from its own field on Enter', async () => {
    const requests = captureRequests('GET', LIST_PATH)
    const { app, list } = await openList('/ai/recommender?query=horror')
    expect(titles(list)).toEqual(['Horror for beginners'])
    expect(requests[0]?.url.searchParams.get('query')).toBe('horror')
    expect(screen.getByText('Film finders matching “horror”')).toBeInTheDocument()

    const field = screen.getByRole('searchbox', { name: 'Search film finders' })
    await app.user.clear(field)
    await app.user.type(field, '  family   film {Enter}')
    await waitFor(() => expect(app.currentHref()).toBe('/ai/recommender?query=family+film'))
    const filtered = await screen.findByRole('list', { name: 'Film finders' })
    await waitFor(() => expect(titles(filtered)).toEqual(['Family film finder']))

    await app.user.click(screen.getByRole('link', { name: 'Clear search' }))
    await waitFor(() => expect(app.currentHref()).toBe('/ai/recommender'))
    await waitFor(() =>
      expect(titles(screen.getByRole('list', { name: 'Film finders' }))).toHaveLength(
        db().questionnaires.length,
      ),
    )
  })

  it('says so when nothing matches the search', async () => {
    renderApp('/ai/recommender?query=zzz-nothing')
    expect(
      await screen.findByText('No film finders match “zzz-nothing”. Try other words.'),
    ).toBeInTheDocument()
    expect(screen.getByText('No film finders yet')).toBeInTheDocument()
  })

  it('loads more pages, each questionnaire once, one page per press', async () => {
    const [a, b, c] = [asQuestionnaire(0), asQuestionnaire(1), asQuestionnaire(2)]
    server.use(
      http.get(`*${LIST_PATH}`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
        // Page 2 repeats the last card of page 1, as a list that shifted between loads would.
        return HttpResponse.json({
          results: page === 1 ? [a, b] : [b, c],
          pagination: {
            has_previous: page > 1,
            has_next: page === 1,
            current_page: page,
            total_pages: 2,
            total_objects: 3,
          },
        })
      }),
    )
    const requests = captureRequests('GET', LIST_PATH)
    const { app, list } = await openList()
    expect(titles(list)).toEqual([a.title, b.title])

    const more = screen.getByRole('button', { name: 'Load more film finders' })
    await app.user.dblClick(more)
    await waitFor(() =>
      expect(titles(screen.getByRole('list', { name: 'Film finders' }))).toEqual([
        a.title,
        b.title,
        c.title,
      ]),
    )
    expect(requests.filter((r) => r.url.searchParams.get('page') === '2')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Load more film finders' })).toBeNull()
  })

  it('shows the failure with a retry that loads the list', async () => {
    let fail = true
    server.use(
      http.get(`*${LIST_PATH}`, () =>
        fail ? HttpResponse.json({ detail: 'Resting.' }, { status: 503 }) : undefined,
      ),
    )
    const app = renderApp('/ai/recommender')
    expect(await screen.findByText('The film finders could not be loaded.')).toBeInTheDocument()

    fail = false
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    const list = await screen.findByRole('list', { name: 'Film finders' })
    expect(titles(list)).toHaveLength(db().questionnaires.length)
  })
})
