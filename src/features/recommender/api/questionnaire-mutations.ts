import { useMutation } from '@tanstack/react-query'
import { apiPost } from '#lib/api/client'
import type {
  QuestionnaireResponseRequest,
  QuestionnaireResultsRequest,
} from './recommender-queries'

/**
 * Saves the answers to one question (openapi `createQuestionnaireResponse`,
 * 201). Never retried (a mutation): the member presses Next again instead.
 */
export function useSaveQuestionnaireResponse() {
  return useMutation({
    mutationFn: (body: QuestionnaireResponseRequest) =>
      apiPost('/api/recommender/questionnaire/response', { body }),
  })
}

/**
 * Asks for the films that fit the session's saved answers (openapi `requestQuestionnaireResults`,
 * 200). Marking the recommendations as attempted happens on the server; the contract gives the
 * client nothing to do for it.
 */
export function useRequestRecommendations() {
  return useMutation({
    mutationFn: (body: QuestionnaireResultsRequest) =>
      apiPost('/api/recommender/questionnaire/results', { body }),
  })
}
