import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recommend } from '#mocks/handlers/recommender'
import { db, server, setScenario } from '#mocks/node'
import { renderApp, setupMockBackend, signIn, type RenderAppResult } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

const RESPONSE_PATH = '/api/recommender/questionnaire/response'
const RESULTS_PATH = '/api/recommender/questionnaire/results'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** "Find your Friday night film": three questions, several answers each. */
function fridayNight() {
  const questionnaire = db().questionnaires.find((q) => q.slug === 'find-your-friday-night-film')
  if (!questionnaire) throw new Error('the mock has the Friday night questionnaire')
  return questionnaire
}

/** Answer texts per question that leave more than 3 films (so "show more" has work to do). */
const BROAD_PICKS = [['Something to think about', 'Edge of my seat'], ['Just me'], ['Rather not']]

async function openFinder(path = '/ai/recommender/film-finder/find-your-friday-night-film') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 2, name: /Question 1 of 3/ })
  return app
}

function questionHeading(current: number) {
  return screen.findByRole('heading', { level: 2, name: new RegExp(`Question ${current} of 3`) })
}

async function answer(app: RenderAppResult, texts: string[], button = 'Next') {
  for (const text of texts) await app.user.click(screen.getByRole('checkbox', { name: text }))
  await app.user.click(screen.getByRole('button', { name: button }))
}

async function answerAll(app: RenderAppResult, picks = BROAD_PICKS) {
  await answer(app, picks[0] ?? [])
  await questionHeading(2)
  await answer(app, picks[1] ?? [])
  await questionHeading(3)
  await answer(app, picks[2] ?? [], 'Find my films')
}

function expectedFilms(picks = BROAD_PICKS) {
  const questionnaire = fridayNight()
  const chosen = new Map<number, number[]>()
  questionnaire.questions.forEach((question, index) => {
    const texts = picks[index] ?? []
    chosen.set(
      question.id,
      question.answers.filter((a) => texts.includes(a.text)).map((a) => a.id),
    )
  })
  return recommend(questionnaire, chosen)
}

describe('/ai/recommender/film-finder/$questionnaireSlug', () => {
  it('asks one question at a time, saves each answer, then shows 3 films and reveals up to 6', async () => {
    const responses = captureRequests('POST', RESPONSE_PATH)
    const resultsCalls = captureRequests('POST', RESULTS_PATH)
    const app = await openFinder()
    const questionnaire = fridayNight()
    const [q1, q2, q3] = questionnaire.questions
    if (!q1 || !q2 || !q3) throw new Error('three questions')

    expect(screen.getByRole('heading', { level: 1, name: questionnaire.title })).toBeVisible()
    expect(screen.getByRole('group', { name: /Question 1 of 3/ })).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(q1.answers.length)

    // Next with nothing chosen: the message, and nothing sent.
    await app.user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You haven't selected any answers yet!",
    )
    expect(responses).toHaveLength(0)
    expect(screen.getByRole('heading', { level: 2, name: /Question 1 of 3/ })).toBeInTheDocument()

    // Ticking an answer answers the message.
    await app.user.click(screen.getByRole('checkbox', { name: 'Edge of my seat' }))
    expect(screen.queryByText("You haven't selected any answers yet!")).toBeNull()
    await app.user.click(screen.getByRole('checkbox', { name: 'Something to think about' }))
    await app.user.click(screen.getByRole('button', { name: 'Next' }))

    const second = await questionHeading(2)
    expect(second).toHaveTextContent(q2.text)
    await waitFor(() => expect(second).toHaveFocus())
    expect(responses).toHaveLength(1)
    const first = responses[0]?.body as { session_id: string }
    expect(first).toEqual({
      created_by: null,
      session_id: expect.stringMatching(UUID),
      anonymous_email: null,
      questionnaire: questionnaire.id,
      question: q1.id,
      // In the question's order, whatever order they were ticked in.
      answers: q1.answers
        .filter((a) => ['Edge of my seat', 'Something to think about'].includes(a.text))
        .map((a) => a.id),
    })

    await answer(app, ['Just me'])
    await questionHeading(3)
    await answer(app, ['Rather not'], 'Find my films')

    const title = await screen.findByRole('heading', { level: 2, name: 'Your film picks' })
    await waitFor(() => expect(title).toHaveFocus())
    expect(responses).toHaveLength(3)
    for (const [index, question] of [q1, q2, q3].entries()) {
      expect(responses[index]?.body).toMatchObject({
        created_by: null,
        session_id: first.session_id,
        question: question.id,
      })
    }
    expect(resultsCalls).toHaveLength(1)
    expect(resultsCalls[0]?.body).toEqual({
      created_by: null,
      session_id: first.session_id,
      anonymous_email: null,
      questionnaire: questionnaire.id,
    })

    const films = expectedFilms()
    expect(films.length).toBeGreaterThan(3)
    const list = screen.getByRole('list', { name: 'Recommended films' })
    const names = () =>
      within(screen.getByRole('list', { name: 'Recommended films' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
    expect(names()).toEqual(films.slice(0, 3).map((f) => f.name))
    const firstFilm = within(list).getByRole('article', { name: films[0]?.name })
    expect(within(firstFilm).getByRole('list', { name: 'Genres' })).toHaveTextContent(
      films[0]?.genre[0] ?? '',
    )
    expect(within(firstFilm).getAllByRole('listitem').length).toBe(
      (films[0]?.genre.length ?? 0) + (films[0]?.tags.length ?? 0),
    )

    await app.user.click(screen.getByRole('button', { name: 'Show more picks' }))
    expect(names()).toEqual(films.slice(0, 6).map((f) => f.name))
    expect(screen.queryByRole('button', { name: 'Show more picks' })).toBeNull()
    expect(screen.getByRole('heading', { level: 3, name: films[3]?.name })).toHaveFocus()
  })

  it('sends the signed-in member as created_by', async () => {
    await signIn('filmfan')
    const member = db().profiles.find((p) => p.username === 'filmfan')
    const responses = captureRequests('POST', RESPONSE_PATH)
    const resultsCalls = captureRequests('POST', RESULTS_PATH)
    const app = await openFinder()
    await screen.findByRole('button', { name: 'Account menu for filmfan' })

    await answerAll(app)
    await screen.findByRole('heading', { level: 2, name: 'Your film picks' })
    expect(responses).toHaveLength(3)
    for (const request of responses) {
      expect(request.body).toMatchObject({ created_by: member?.id, anonymous_email: null })
    }
    expect(resultsCalls[0]?.body).toMatchObject({ created_by: member?.id })
  })

  it('shows the no-match message when no film fits', async () => {
    setScenario('questionnaire-no-match')
    const app = await openFinder()
    await answerAll(app)
    const heading = await screen.findByRole('heading', { level: 2, name: 'No match this time' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(
      screen.getByText(
        'No film matched all of those answers. Start again and try a different mix.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Recommended films' })).toBeNull()
    expect(screen.getByRole('link', { name: 'More film finders' })).toHaveAttribute(
      'href',
      '/ai/recommender',
    )
  })

  it('keeps the question and its answers when saving fails, and goes on once it works', async () => {
    let fail = true
    server.use(
      http.post(`*${RESPONSE_PATH}`, () =>
        fail ? HttpResponse.json({ detail: 'Server down' }, { status: 500 }) : undefined,
      ),
    )
    const responses = captureRequests('POST', RESPONSE_PATH)
    const app = await openFinder()

    await answer(app, ['A good laugh'])
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'I had an issue saving your answer, please try again.',
    )
    expect(screen.getByRole('heading', { level: 2, name: /Question 1 of 3/ })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'A good laugh' })).toBeChecked()
    expect(responses).toHaveLength(1)

    fail = false
    await app.user.click(screen.getByRole('button', { name: 'Next' }))
    await questionHeading(2)
    expect(screen.queryByText('I had an issue saving your answer, please try again.')).toBeNull()
    expect(responses).toHaveLength(2)
    expect((responses[1]?.body as { session_id: string }).session_id).toBe(
      (responses[0]?.body as { session_id: string }).session_id,
    )
  })

  it('shows the results failure with a retry', async () => {
    let fail = true
    server.use(
      http.post(`*${RESULTS_PATH}`, () =>
        fail ? HttpResponse.json({ detail: 'Server down' }, { status: 500 }) : undefined,
      ),
    )
    const app = await openFinder()
    await answerAll(app)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'I had an issue finding your recommendations, please try again.',
    )

    fail = false
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Recommended films' })).toBeInTheDocument()
  })

  it('goes back to an earlier question with its answers, and Start again begins a new visit', async () => {
    const responses = captureRequests('POST', RESPONSE_PATH)
    const detail = captureRequests(
      'GET',
      '/api/recommender/questionnaire/slug/find-your-friday-night-film',
    )
    const app = await openFinder()
    await answer(app, ['A good laugh'])
    await questionHeading(2)
    await app.user.click(screen.getByRole('button', { name: 'Back' }))
    const again = await questionHeading(1)
    await waitFor(() => expect(again).toHaveFocus())
    expect(screen.getByRole('checkbox', { name: 'A good laugh' })).toBeChecked()

    await app.user.click(screen.getByRole('button', { name: 'Next' }))
    await questionHeading(2)
    await answer(app, ['Just me'])
    await questionHeading(3)
    await answer(app, ['Rather not'], 'Find my films')
    await screen.findByRole('heading', { level: 2, name: /Your film picks|No match this time/ })
    const firstSession = (responses[0]?.body as { session_id: string }).session_id
    const loads = detail.length

    await app.user.click(screen.getByRole('button', { name: 'Start again' }))
    const restarted = await questionHeading(1)
    await waitFor(() => expect(restarted).toHaveFocus())
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked()
    // "Start again" reloads the questionnaire (docs/behaviour.md#recommender).
    await waitFor(() => expect(detail.length).toBeGreaterThan(loads))

    await answer(app, ['Something scary'])
    await questionHeading(2)
    const fresh = (responses.at(-1)?.body as { session_id: string }).session_id
    expect(fresh).toMatch(UUID)
    expect(fresh).not.toBe(firstSession)
  })

  it('says the film finder is not there when the slug is unknown', async () => {
    renderApp('/ai/recommender/film-finder/no-such-quiz')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This film finder is not here' }),
    ).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the film finders' })).toHaveAttribute(
      'href',
      '/ai/recommender',
    )
  })
})
