import { QUESTIONNAIRES } from '#mocks/fixtures/questionnaires'
import { daysBeforeReference, slugify } from '#mocks/db/random'
import type { QuestionnaireRow } from '#mocks/db/types'
import { factoryStream, type FactoryOptions } from './context'

/**
 * Questionnaires come from the curated list (their answers carry the genre and tag filters the
 * recommender uses); question and answer ids are derived from the questionnaire id so they stay
 * stable when another questionnaire changes.
 */
export function buildQuestionnaire(
  overrides: Partial<QuestionnaireRow> = {},
  options: FactoryOptions = {},
): QuestionnaireRow {
  const { faker, index } = factoryStream('questionnaire', options)
  const source = QUESTIONNAIRES[index % QUESTIONNAIRES.length] ?? QUESTIONNAIRES[0]!
  const id = overrides.id ?? index + 1
  return {
    id,
    slug: slugify(source.title),
    title: source.title,
    category: source.category,
    created_date: daysBeforeReference(faker.number.float({ min: 10, max: 400, fractionDigits: 3 })),
    questions: source.questions.map((question, q) => ({
      id: id * 100 + q + 1,
      text: question.text,
      answers: question.answers.map((answer, a) => ({
        id: (id * 100 + q + 1) * 10 + a + 1,
        text: answer.text,
        genres: [...(answer.genres ?? [])],
        tags: [...(answer.tags ?? [])],
      })),
    })),
    ...overrides,
  }
}
