import { HttpHandler, getResponse } from 'msw'
import type { Scenario } from './define'
import { SCENARIOS } from './index'
import { activeScenario } from './state'

/**
 * A scenario's handler that answers only while its scenario is on. It keeps the handler's method
 * and path, so a request no scenario handler matches still reaches `onUnhandledRequest`.
 */
function whileActive(scenario: Scenario, handler: HttpHandler): HttpHandler {
  return new HttpHandler(handler.info.method, handler.info.path, ({ request }) =>
    activeScenario() === scenario ? getResponse([handler], request.clone()) : undefined,
  )
}

/**
 * The one place that knows a scenario may be on: every scenario's handlers, each answering only
 * while its scenario is active, in front of the normal handlers. Handlers never ask.
 */
export const scenarioHandlers: HttpHandler[] = SCENARIOS.flatMap((scenario) =>
  (scenario.handlers ?? []).map((handler) => whileActive(scenario, handler)),
)
