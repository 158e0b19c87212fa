import { useEffect, useReducer, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { t } from '#i18n/en-community'
import {
  useRequestRecommendations,
  useSaveQuestionnaireResponse,
} from '../api/questionnaire-mutations'
import { recommenderKeys, type Questionnaire } from '../api/recommender-queries'
import { flowReducer, initialFlow } from '../lib/questionnaire-flow'
import { QuestionStep } from './question-step'
import { RecommendationResults, type ResultsState } from './recommendation-results'
import * as styles from './questionnaire-runner.css'

export interface QuestionnaireRunnerProps {
  questionnaire: Questionnaire
  /**
   * The signed-in member's profile id, or null for a visitor (visitors may answer:
   * docs/behaviour.md#recommender).
   */
  viewerId: number | null
  /** The session is still loading: Next waits until it is known who is answering. */
  isViewerLoading?: boolean
}

/**
 * A film finder from first question to recommendations (docs/behaviour.md#recommender): each Next
 * saves that question's answers (at least one) under the visit's session id, the last asks for the
 * films.
 */
export function QuestionnaireRunner({
  questionnaire,
  viewerId,
  isViewerLoading = false,
}: QuestionnaireRunnerProps) {
  const queryClient = useQueryClient()
  const [flow, dispatch] = useReducer(flowReducer, undefined, () => initialFlow())
  const save = useSaveQuestionnaireResponse()
  const results = useRequestRecommendations()
  const questionHeadingRef = useRef<HTMLHeadingElement>(null)
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null)

  const { questions } = questionnaire
  const step = Math.min(flow.step, Math.max(questions.length - 1, 0))
  const question = questions[step]

  const resultsState: ResultsState | null =
    flow.phase !== 'results'
      ? null
      : results.isError
        ? { status: 'error' }
        : results.isSuccess
          ? { status: 'done', recommendations: results.data.recommendations }
          : { status: 'generating' }
  const resultsStatus = resultsState?.status ?? null

  // Focus follows the flow: the new question's heading, then the generating and results headings,
  // so keyboard and screen-reader users are never left on a control that has gone. Not on the
  // first render: the router has already put focus on the page's title.
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) {
      moved.current = true
      return
    }
    if (resultsStatus === null) questionHeadingRef.current?.focus()
    else resultsHeadingRef.current?.focus()
  }, [step, flow.visit, resultsStatus])

  function body(extra: { question?: number; answers?: number[] } = {}) {
    return {
      created_by: viewerId,
      session_id: flow.sessionId,
      // No e-mail is asked for: recommendations show on the page, and visitors stay anonymous.
      anonymous_email: null,
      questionnaire: questionnaire.id,
      ...extra,
    }
  }

  function requestResults() {
    results.mutate(body())
  }

  function next() {
    if (!question || save.isPending || isViewerLoading) return
    const picked = flow.chosen[question.id] ?? []
    // In the order the question lists them, whatever order they were ticked in.
    const answers = question.answers.filter((a) => picked.includes(a.id)).map((a) => a.id)
    if (answers.length === 0) {
      dispatch({ type: 'notice', notice: 'no-answers' })
      return
    }
    save.mutate(
      { ...body(), question: question.id, answers },
      {
        onSuccess: () => {
          if (step < questions.length - 1) {
            dispatch({ type: 'go', step: step + 1 })
          } else {
            dispatch({ type: 'finish' })
            requestResults()
          }
        },
        onError: () => dispatch({ type: 'notice', notice: 'save-failed' }),
      },
    )
  }

  function startAgain() {
    save.reset()
    results.reset()
    dispatch({ type: 'restart' })
    // "Start again" reloads the questionnaire as it is now, from question 1
    // (docs/behaviour.md#recommender).
    void queryClient.invalidateQueries({
      queryKey: recommenderKeys.detail(questionnaire.slug),
      exact: true,
    })
  }

  if (questions.length === 0 || !question) {
    return (
      <div className={styles.stage}>
        <p className={styles.resultsIntro}>{t('questionnaire_no_questions')}</p>
      </div>
    )
  }

  return (
    <div className={styles.stage}>
      {resultsState ? (
        <RecommendationResults
          state={resultsState}
          showAll={flow.showAll}
          headingRef={resultsHeadingRef}
          onShowAll={() => dispatch({ type: 'show-all' })}
          onRetry={requestResults}
          onStartAgain={startAgain}
        />
      ) : (
        <QuestionStep
          key={question.id}
          question={question}
          step={step}
          total={questions.length}
          chosen={flow.chosen[question.id] ?? []}
          notice={flow.notice}
          isSaving={save.isPending || isViewerLoading}
          headingRef={questionHeadingRef}
          onToggle={(answerId, selected) =>
            dispatch({ type: 'toggle', questionId: question.id, answerId, selected })
          }
          onBack={() => dispatch({ type: 'go', step: step - 1 })}
          onNext={next}
        />
      )}
    </div>
  )
}
