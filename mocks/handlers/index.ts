import type { HttpHandler } from 'msw'
import { scenarioHandlers } from '../scenarios/switch'
import { apiHandlers } from './api'
import { gateHandlers } from './gate'

/**
 * Every handler, shared by the browser worker, the Node server for tests and the standalone
 * server, in the order they answer:
 * 1. the gate: the contract guard and `Prefer: code=`;
 * 2. the active scenario's overrides (mocks/scenarios/), which answer or fall through;
 * 3. the normal behaviour (./api.ts).
 */
export const handlers: HttpHandler[] = [...gateHandlers, ...scenarioHandlers, ...apiHandlers]
