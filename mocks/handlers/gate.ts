import { HttpResponse, getResponse, http, type HttpHandler } from 'msw'
import { forcedStatus } from '#mocks/contract/force'
import { checkRequest, documentedAnswer } from '#mocks/contract/guard'
import { enforceResponseContract, responseCheck } from '#mocks/contract/responses'
import { activeScenario } from '#mocks/scenarios/state'
import { staleBearerAnswer } from './lib/auth'
import { problem } from './lib/errors'

/**
 * The front door of every API call: the contract guard, Prism-style `Prefer: code=NNN` and the
 * tab's `?force=operationId:status` (mocks/contract/force.ts), then the
 * answer of `inner` (the active scenario's overrides, then the normal handlers), checked against
 * the document's responses (mocks/contract/responses.ts). Non-API requests fall through to
 * `inner` as they are.
 */
export const createGate = (inner: HttpHandler[]): HttpHandler =>
  http.all('*/api/*', async ({ request }) => {
    // `*/api/*` also matches dev-server modules such as /src/lib/api/client.ts: leave those alone.
    if (!new URL(request.url).pathname.startsWith('/api/')) return undefined

    const check = await checkRequest(request)
    if (check.errors.length > 0) {
      const message = `Request does not match the contract: ${check.errors.join('; ')}`
      console.warn(`[mocks] ${request.method} ${new URL(request.url).pathname}: ${message}`)
      return problem.validation(check.fieldErrors, message)
    }

    const prefer = parsePrefer(request.headers.get('prefer'))
    const operationId = check.operation?.operationId
    const forced = operationId ? forcedStatus(operationId) : undefined
    if (operationId && (prefer.code !== undefined || forced !== undefined)) {
      // A Prefer header on the request wins over `?force=` for the tab.
      const code = prefer.code ?? forced ?? 0
      const answer = await documentedAnswer(operationId, code, prefer.example)
      if (!answer) {
        const message = `Prefer: code=${code} is not a documented status of ${operationId}`
        console.warn(`[mocks] ${message}`)
        return problem.message(message)
      }
      return answer.body === null
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body, { status: answer.status })
    }

    // A bearer the server never issued (or one that expired) is refused before any handler runs.
    const response =
      staleBearerAnswer(request, check.operation?.security) ??
      (await getResponse(inner, request.clone()))
    if (!response || !check.operation) return response
    const offContract = activeScenario()?.offContract
    const { violation } = await enforceResponseContract(
      request,
      check.operation,
      response,
      offContract,
    )
    if (violation && responseCheck() === 'strict' && !offContract)
      return problem.server(`Mock response does not match the contract: ${violation.message}`)
    return response
  })

/** `Prefer: code=404, example=notVerified` (Prism's syntax). */
function parsePrefer(header: string | null): { code?: number; example?: string } {
  const out: { code?: number; example?: string } = {}
  for (const part of (header ?? '').split(/[,;]/)) {
    const [key, value] = part.split('=').map((s) => s.trim())
    if (key === 'code' && value && /^\d{3}$/.test(value)) out.code = Number(value)
    if (key === 'example' && value) out.example = value
  }
  return out
}
