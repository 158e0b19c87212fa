import type { HttpHandler } from 'msw'
import { scenarioHandlers } from '#mocks/scenarios/switch'
import { apiHandlers } from './api'
import { createGate } from './gate'

/**
 * Every handler, shared by the browser worker, the Node server for tests and the standalone
 * server, in the order they answer:
 * 1. the gate: the contract guard and `Prefer: code=`; for an API call it asks 2 and 3 itself and
 *    checks their answer against the document's responses;
 * 2. the active scenario's overrides (mocks/scenarios/), which answer or fall through;
 * 3. the normal behaviour (./api.ts).
 * 2 and 3 are listed again after the gate for the requests it leaves alone (pictures, the
 * image-compression service).
 */
const inner: HttpHandler[] = [...scenarioHandlers, ...apiHandlers]

export const handlers: HttpHandler[] = [createGate(inner), ...inner]
