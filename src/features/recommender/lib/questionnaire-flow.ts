import { newSessionId } from './session-id'

/**
 * One visit to a questionnaire (docs/behaviour.md#recommender): which question is on screen, what
 * was chosen per question (kept when going back, or when saving fails), and the visit's random
 * session id.
 */
export interface FlowState {
  sessionId: string
  /** Index of the question on screen. */
  step: number
  /** The chosen answer ids per question id. */
  chosen: Partial<Record<number, number[]>>
  /** What the question says under its answers: nothing, "no answers yet", or "saving failed". */
  notice: 'none' | 'no-answers' | 'save-failed'
  /** Asking questions, or (after the last) the recommendations. */
  phase: 'asking' | 'results'
  /** 3 recommendations shown until the member asks for up to 6 (docs/behaviour.md#recommender). */
  showAll: boolean
  /** Counts visits within the page, so a fresh start is told apart from the one before. */
  visit: number
}

export type FlowAction =
  | { type: 'toggle'; questionId: number; answerId: number; selected: boolean }
  | { type: 'notice'; notice: FlowState['notice'] }
  | { type: 'go'; step: number }
  | { type: 'finish' }
  | { type: 'show-all' }
  | { type: 'restart' }

export function initialFlow(visit = 0): FlowState {
  return {
    sessionId: newSessionId(),
    step: 0,
    chosen: {},
    notice: 'none',
    phase: 'asking',
    showAll: false,
    visit,
  }
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'toggle': {
      const current = state.chosen[action.questionId] ?? []
      const next = action.selected
        ? [...current.filter((id) => id !== action.answerId), action.answerId]
        : current.filter((id) => id !== action.answerId)
      return {
        ...state,
        chosen: { ...state.chosen, [action.questionId]: next },
        // Choosing something answers "you haven't selected any answers yet".
        notice: state.notice === 'no-answers' && next.length > 0 ? 'none' : state.notice,
      }
    }
    case 'notice':
      return { ...state, notice: action.notice }
    case 'go':
      return { ...state, step: action.step, notice: 'none' }
    case 'finish':
      return { ...state, phase: 'results', notice: 'none', showAll: false }
    case 'show-all':
      return { ...state, showAll: true }
    case 'restart':
      // A new visit: a fresh session id, so the earlier answers do not count towards the next.
      return initialFlow(state.visit + 1)
  }
}
