import { useMutation } from '@tanstack/react-query'
import { apiPost } from '../../../lib/api/client'
import type {
  QuestionnaireResponseRequest,
  QuestionnaireResultsRequest,
} from './recommender-queries'

/**
 * Saves the answers to one question (spec §7 `POST /api/recommender/questionnaire/response`,
 * 201). Never retried (a mutation): the member presses Next again instead.
 */
export function useSaveQuestionnaireResponse() {
  return useMutation({
    mutationFn: (body: QuestionnaireResponseRequest) =>
      apiPost('/api/recommender/questionnaire/response', { body }),
  })
}

/**
 * Asks for the films that fit the session's saved answers (spec §7
 * `POST /api/recommender/questionnaire/results`, 200). Spec §4 says results "mark recommendations
 * as attempted": that happens on the server; the contract gives the client nothing to do for it.
 */
export function useRequestRecommendations() {
  return useMutation({
    mutationFn: (body: QuestionnaireResultsRequest) =>
      apiPost('/api/recommender/questionnaire/results', { body }),
  })
}
