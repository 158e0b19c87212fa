import { setupServer } from 'msw/node'
import { getForced, setForced } from './contract/force'
import { setResponseCheck, takeContractViolations } from './contract/responses'
import { setAccessTokenTtl } from './db/config'
import { DEFAULT_SEED } from './db/random'
import { DEMO_ACCOUNTS } from './db/seed'
import { getDb, getSeed, resetDb } from './db/store'
import type { DbState } from './db/types'
import { handlers } from './handlers/index'
import { clearMail, listMail } from './mailbox'
import { SCENARIOS } from './scenarios/index'
import { getScenario, setScenario } from './scenarios/state'

/**
 * The mocks for Node (vitest). No persistence: each test starts from `resetMockDb()`. `MOCK_SEED`
 * and `MOCK_SCENARIO` pick the world and the scenario. Responses are checked strictly against the
 * document: a mock answer that does not match it becomes a 500 naming the operation and the
 * field, and `takeContractViolations()` lists them (the test set-ups fail a test that has any).
 */
setResponseCheck('strict')
const envSeed = Number.parseInt(process.env.MOCK_SEED ?? '', 10)
resetDb(Number.isFinite(envSeed) ? envSeed : DEFAULT_SEED)
if (process.env.MOCK_SCENARIO) setScenario(process.env.MOCK_SCENARIO)
if (process.env.MOCK_FORCE) {
  const { refused } = setForced(process.env.MOCK_FORCE)
  if (refused.length > 0) throw new Error(`MOCK_FORCE refused: ${refused.join(' ')}`)
}

export const server = setupServer(...handlers)

/** A fresh world (the current seed unless one is given). */
export function resetMockDb(seed: number = getSeed()): DbState {
  return resetDb(seed)
}

/** The live database, for assertions and for arranging state a test needs. */
export function db(): DbState {
  return getDb()
}

export {
  DEMO_ACCOUNTS,
  SCENARIOS,
  clearMail,
  getForced,
  getScenario,
  getSeed,
  listMail,
  setAccessTokenTtl,
  setForced,
  setScenario,
  takeContractViolations,
}
