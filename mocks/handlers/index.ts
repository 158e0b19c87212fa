import { http, passthrough, type HttpHandler } from 'msw'
import { scenarioHandlers } from '#mocks/scenarios/switch'
import { apiHandlers } from './api'
import { createGate } from './gate'

/**
 * Every handler, shared by the browser worker, the Node server for tests and the standalone
 * server, in the order they answer:
 * 0. the app's own files, let through at once (below);
 * 1. the gate: the contract guard and `Prefer: code=`; for an API call it asks 2 and 3 itself and
 *    checks their answer against the document's responses;
 * 2. the active scenario's overrides (mocks/scenarios/), which answer or fall through;
 * 3. the normal behaviour (./api.ts).
 * 2 and 3 are listed again after the gate for the requests it leaves alone (pictures, the
 * image-compression service).
 */
const inner: HttpHandler[] = [...scenarioHandlers, ...apiHandlers]

/**
 * The app's own files: the build's `/assets/`, and under `vite` its modules (`/src/`, `/mocks/`,
 * `/openapi/`, `/node_modules/`, `/@vite/client`, `/@fs/`…). No handler answers them (the mock
 * pictures are under `/mock-media/`).
 */
const OWN_FILE = /^\/(?:(?:assets|src|mocks|openapi|node_modules)\/|@)/

/**
 * The service worker hands every request of the page to MSW, which tries each handler in turn; a
 * file no handler answers was tried against all of them (about 50: each try parses the URL,
 * matches a path and reads `document.cookie`). That was a fifth of a page load's CPU in a
 * mock-mode build (about 20 files a page), and more under `npm run dev` (hundreds of modules).
 */
const ownFiles = http.all(
  ({ request }) => OWN_FILE.test(new URL(request.url).pathname),
  () => passthrough(),
)

export const handlers: HttpHandler[] = [ownFiles, createGate(inner), ...inner]
