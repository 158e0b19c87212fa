import { HttpResponse, http } from 'msw'
import { checkRequest, documentedAnswer } from '../contract/guard'
import { problem } from './lib/errors'
import { staleBearerAnswer } from './lib/auth'

/**
 * Runs before every API handler and falls through (returns nothing) unless it answers itself:
 * the contract guard, and Prism-style `Prefer: code=NNN` requests. Scenarios come next
 * (mocks/scenarios/switch.ts), then the normal handlers.
 */
export const gateHandlers = [
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
    if (prefer.code !== undefined && operationId) {
      const answer = await documentedAnswer(operationId, prefer.code, prefer.example)
      if (!answer) {
        const message = `Prefer: code=${prefer.code} is not a documented status of ${operationId}`
        console.warn(`[mocks] ${message}`)
        return problem.message(message)
      }
      return answer.body === null
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body, { status: answer.status })
    }

    const stale = staleBearerAnswer(request, check.operation?.security)
    if (stale) return stale
    return undefined
  }),
]

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
