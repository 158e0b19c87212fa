import { FILMS, type Film } from '#mocks/fixtures/films'
import { toQuestionnaire } from '#mocks/db/serialise'
import { commit, getDb, nextId } from '#mocks/db/store'
import type {
  QuestionnaireAnswerRow,
  QuestionnaireResponseRow,
  QuestionnaireRow,
} from '#mocks/db/types'
import { problem } from './lib/errors'
import { http } from './lib/http'
import { matchesQuery, pageParam, paginate, searchParam } from './lib/paging'

export const MAX_RECOMMENDATIONS = 6

function answerMatches(film: Film, answer: QuestionnaireAnswerRow): boolean {
  const genreOk = answer.genres.length === 0 || answer.genres.some((g) => film.genres.includes(g))
  const tagOk = answer.tags.length === 0 || answer.tags.some((t) => film.tags.includes(t))
  return genreOk && tagOk
}

/**
 * Films that satisfy every answered question: a question is satisfied when any of its chosen
 * answers matches (answers carry genre and tag filters). Contradictory choices, such as "Something
 * scary" with "The whole family", leave nothing: the client shows its no-match message.
 */
export function recommend(
  questionnaire: QuestionnaireRow,
  chosen: Map<number, number[]>,
): Array<{ name: string; genre: string[]; tags: string[] }> {
  const picks: QuestionnaireAnswerRow[][] = []
  for (const question of questionnaire.questions) {
    const ids = chosen.get(question.id)
    if (!ids || ids.length === 0) continue
    picks.push(question.answers.filter((a) => ids.includes(a.id)))
  }
  const score = (film: Film) =>
    picks
      .flat()
      .reduce(
        (sum, a) =>
          sum +
          a.genres.filter((g) => film.genres.includes(g)).length +
          a.tags.filter((t) => film.tags.includes(t)).length,
        0,
      )
  return FILMS.filter((film) =>
    picks.every((answers) => answers.some((a) => answerMatches(film, a))),
  )
    .map((film) => ({ film, score: score(film) }))
    .sort((a, b) => b.score - a.score || b.film.year - a.film.year)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ film }) => ({
      name: `${film.title} (${film.year})`,
      genre: [...film.genres],
      tags: [...film.tags],
    }))
}

/** The newest answers of a session per question. */
function answersOfSession(questionnaireId: number, sessionId: string): Map<number, number[]> {
  const chosen = new Map<number, number[]>()
  const responses = getDb()
    .questionnaireResponses.filter(
      (r) => r.questionnaire === questionnaireId && r.session_id === sessionId,
    )
    .sort((a, b) => a.id - b.id)
  for (const r of responses) chosen.set(r.question, [...r.answers])
  return chosen
}

export const recommenderHandlers = [
  http.get('/api/recommender/questionnaire', ({ request, response }) => {
    const text = searchParam(request.url)
    const list = getDb().questionnaires.filter((q) => matchesQuery(text, q.title, q.category))
    const page = paginate(list, pageParam(request.url))
    return response(200).json({ ...page, results: page.results.map(toQuestionnaire) })
  }),

  http.get('/api/recommender/questionnaire/slug/{slug}', ({ params, response }) => {
    const questionnaire = getDb().questionnaires.find((q) => q.slug === params.slug)
    if (!questionnaire) throw problem.notFound()
    return response(200).json(toQuestionnaire(questionnaire))
  }),

  http.post('/api/recommender/questionnaire/response', async ({ request, response }) => {
    const body = await request.json()
    const db = getDb()
    const questionnaire = db.questionnaires.find((q) => q.id === body.questionnaire)
    if (!questionnaire) throw problem.notFound()
    const question = questionnaire.questions.find((q) => q.id === body.question)
    if (!question)
      throw problem.validation({ question: ['This question is not part of the questionnaire.'] })
    if (body.answers.some((id) => !question.answers.some((a) => a.id === id))) {
      throw problem.validation({ answers: ['Choose answers of this question.'] })
    }
    if (body.created_by !== null && !db.profiles.some((p) => p.id === body.created_by)) {
      throw problem.validation({ created_by: ['Unknown member.'] })
    }
    const row: QuestionnaireResponseRow = {
      id: nextId('questionnaireResponses'),
      created_by: body.created_by,
      session_id: body.session_id,
      anonymous_email: body.anonymous_email,
      questionnaire: questionnaire.id,
      question: question.id,
      answers: [...new Set(body.answers)],
      created_date: new Date().toISOString(),
    }
    db.questionnaireResponses.push(row)
    commit()
    return response(201).json({ ...row, answers: [...row.answers] })
  }),

  http.post('/api/recommender/questionnaire/results', async ({ request, response }) => {
    const body = await request.json()
    const db = getDb()
    const questionnaire = db.questionnaires.find((q) => q.id === body.questionnaire)
    if (!questionnaire) throw problem.notFound()
    // The same rule as saving a response: the document's 400 example `unknownMember`.
    if (body.created_by !== null && !db.profiles.some((p) => p.id === body.created_by)) {
      throw problem.validation({ created_by: ['Unknown member.'] })
    }
    const chosen = answersOfSession(questionnaire.id, body.session_id)
    // Answers sent with the results call count too (the last question may arrive only here).
    if (
      body.question !== undefined &&
      body.question !== null &&
      body.answers &&
      body.answers.length > 0
    ) {
      chosen.set(body.question, [...body.answers])
    }
    return response(200).json({ recommendations: recommend(questionnaire, chosen) })
  }),
]
