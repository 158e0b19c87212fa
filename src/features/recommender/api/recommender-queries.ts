import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'
import { nextPage } from '#lib/paging'

type Schemas = components['schemas']

export type Questionnaire = Schemas['Questionnaire']
export type Question = Schemas['Question']
export type QuestionnairePage = Schemas['QuestionnairePage']
export type QuestionnaireResponseRequest = Schemas['QuestionnaireResponseRequest']
export type QuestionnaireResultsRequest = Schemas['QuestionnaireResultsRequest']
export type Recommendation = Schemas['Recommendation']

/*
 * Public data (visitors read and take questionnaires: docs/behaviour.md#recommender), so no
 * 'private' prefix.
 */
export const recommenderKeys = {
  all: ['recommender'] as const,
  lists: () => [...recommenderKeys.all, 'list'] as const,
  list: (query?: string) => [...recommenderKeys.lists(), query ? { query } : {}] as const,
  details: () => [...recommenderKeys.all, 'detail'] as const,
  detail: (slug: string) => [...recommenderKeys.details(), slug] as const,
}

/** One factory per resource (README.md → Layout, "A query"): loaders and components use the same keys. */
export const recommenderQueries = {
  /**
   * /ai/recommender: `GET /api/recommender/questionnaire?page&query` (openapi
   * `listQuestionnaires`), page by page.
   */
  list: (query?: string) =>
    infiniteQueryOptions({
      queryKey: recommenderKeys.list(query),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/recommender/questionnaire', {
          query: query ? { page: pageParam, query } : { page: pageParam },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /**
   * `GET /api/recommender/questionnaire/slug/{slug}` (openapi `getQuestionnaireBySlug`): the
   * questions and their answers.
   */
  detail: (slug: string) =>
    queryOptions({
      queryKey: recommenderKeys.detail(slug),
      queryFn: ({ signal }) =>
        apiGet('/api/recommender/questionnaire/slug/{slug}', { params: { slug }, signal }),
    }),
}
