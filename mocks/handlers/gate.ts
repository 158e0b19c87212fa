import { HttpResponse, delay, http } from 'msw'
import { checkRequest, documentedAnswer } from '../contract/guard'
import { SLOW_DELAY_MS } from '../scenarios/catalogue'
import { getScenario } from '../scenarios/state'
import { staleBearerAnswer } from './lib/auth'

/**
 * Runs before every API handler and falls through (returns nothing) unless it answers itself:
 * the `slow`, `offline` and `server-error` scenarios, the contract guard, and Prism-style
 * `Prefer: code=NNN` requests. Operation-specific scenarios live in the handlers they affect.
 */
export const gateHandlers = [
  http.all('*/api/*', async ({ request }) => {
    // `*/api/*` also matches dev-server modules such as /src/lib/api/client.ts: leave those alone.
    if (!new URL(request.url).pathname.startsWith('/api/')) return undefined
    const scenario = getScenario()
    if (scenario === 'slow') await delay(SLOW_DELAY_MS)
    if (scenario === 'offline') return HttpResponse.error()

    const check = await checkRequest(request)
    if (check.errors.length > 0) {
      const message = `Request does not match the contract: ${check.errors.join('; ')}`
      console.warn(`[mocks] ${request.method} ${new URL(request.url).pathname}: ${message}`)
      return HttpResponse.json({ message, ...check.fieldErrors }, { status: 400 })
    }

    const prefer = parsePrefer(request.headers.get('prefer'))
    const operationId = check.operation?.operationId
    if (prefer.code !== undefined && operationId) {
      const answer = await documentedAnswer(operationId, prefer.code, prefer.example)
      if (!answer) {
        const message = `Prefer: code=${prefer.code} is not a documented status of ${operationId}`
        console.warn(`[mocks] ${message}`)
        return HttpResponse.json({ message }, { status: 400 })
      }
      return answer.body === null
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body, { status: answer.status })
    }

    const stale = staleBearerAnswer(request, check.operation?.security)
    if (stale) return stale

    if (scenario === 'server-error')
      return HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })
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
