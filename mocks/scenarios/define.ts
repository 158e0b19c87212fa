import type { HttpHandler } from 'msw'
import type { DbState } from '#mocks/db/types'

/**
 * A named override of the mocks that QA switches on with `?scenario=NAME` (browser),
 * `MOCK_SCENARIO=NAME` (Node, the standalone server) or `setScenario(name)` (tests).
 *
 * - `handlers`: MSW handlers tried in front of the normal ones while the scenario is on (after
 *   the contract guard). Returning nothing falls through to the normal behaviour.
 * - `world`: a transform of the freshly seeded world (for a scenario that changes the data rather
 *   than the answers). Switching such a scenario on or off rebuilds the world from its seed, and
 *   the browser saves its world under its own key, so the normal world is untouched.
 */
export interface Scenario<Name extends string = string> {
  name: Name
  /** One sentence, shown by the toolbar and `GET /__mock/scenario`, mirrored in mocks/README.md. */
  description: string
  handlers?: readonly HttpHandler[]
  world?: (db: DbState) => void
  /**
   * Set when the scenario breaks the document on purpose (what it breaks, in one sentence). Its
   * answers are still checked and every violation is recorded, but even in strict mode they go
   * out unchanged: the point of such a scenario is to show what the app does with them.
   */
  offContract?: string
}

export function defineScenario<const Name extends string>(
  scenario: Scenario<Name>,
): Scenario<Name> {
  return scenario
}
