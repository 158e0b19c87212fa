import { resetDb, setWorldVariant } from '#mocks/db/store'
import type { Scenario } from './define'
import { SCENARIOS, SCENARIO_NAMES, type ScenarioName } from './index'

/**
 * The scenario in force. Plain module state so the db core stays environment-agnostic: browser.ts
 * keeps it per tab in sessionStorage, node.ts reads MOCK_SCENARIO, tests call setScenario.
 */
let current: Scenario<ScenarioName> | null = null

export function getScenario(): ScenarioName | null {
  return current?.name ?? null
}

/** The active scenario's module (its overrides and world), for mocks/scenarios/switch.ts. */
export function activeScenario(): Scenario | null {
  return current
}

export function isScenarioName(name: string): name is ScenarioName {
  return (SCENARIO_NAMES as readonly string[]).includes(name)
}

/**
 * `null`, `''` or `'none'` switch scenarios off; an unknown name is refused. Switching to or from
 * a scenario that changes the world rebuilds the world from its seed.
 */
export function setScenario(name: string | null): ScenarioName | null {
  let next: Scenario<ScenarioName> | null = null
  if (name !== null && name !== '' && name !== 'none') {
    if (!isScenarioName(name))
      throw new Error(`Unknown mock scenario "${name}". Known: ${SCENARIO_NAMES.join(', ')}`)
    next = SCENARIOS.find((s) => s.name === name) ?? null
  }
  const worldChanged = current?.world !== next?.world
  current = next
  if (worldChanged) {
    setWorldVariant(next?.world ? { name: next.name, apply: next.world } : null)
    resetDb()
  }
  return getScenario()
}
