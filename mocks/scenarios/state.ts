import { SCENARIO_NAMES, type ScenarioName } from './catalogue'

/**
 * The scenario in force. Plain module state so the db core stays environment-agnostic: browser.ts
 * keeps it per tab in sessionStorage, node.ts reads MOCK_SCENARIO, tests call setScenario.
 */
let current: ScenarioName | null = null

export function getScenario(): ScenarioName | null {
  return current
}

export function isScenarioName(name: string): name is ScenarioName {
  return (SCENARIO_NAMES as readonly string[]).includes(name)
}

/** `null`, `''` or `'none'` switch scenarios off; an unknown name is refused. */
export function setScenario(name: string | null): ScenarioName | null {
  if (name === null || name === '' || name === 'none') {
    current = null
    return current
  }
  if (!isScenarioName(name))
    throw new Error(`Unknown mock scenario "${name}". Known: ${SCENARIO_NAMES.join(', ')}`)
  current = name
  return current
}
