import { getResponse, http } from 'msw'
import { activeScenario } from './state'

/**
 * The one place that knows a scenario may be on: it tries the active scenario's handlers and
 * falls through to the normal ones when none of them answers. Handlers never ask.
 */
export const scenarioHandlers = [
  http.all('*', async ({ request }) => {
    const overrides = activeScenario()?.handlers
    if (!overrides || overrides.length === 0) return undefined
    return getResponse([...overrides], request.clone())
  }),
]
