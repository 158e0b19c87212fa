/**
 * Deliberate contract violations for the standalone mock server (`MOCK_FAULT=<name>`), so the
 * conformance runner (scripts/contract/) can be shown to catch a wrong server: its test starts the
 * mock server with a fault and expects the runner to fail, naming the operation and the field.
 * Never on by default; the server's banner says when one is.
 */
export const MOCK_FAULTS = {
  'rename-field':
    'every Post in a JSON answer has its "title" renamed to "headline" (a renamed field)',
  'undeclared-status':
    'creating a post answers 200 instead of 201 (a status the document does not declare)',
} as const

export type MockFault = keyof typeof MOCK_FAULTS

export function parseFault(raw: string | null | undefined): MockFault | null {
  const name = raw?.trim()
  if (!name || name === 'none') return null
  if (name in MOCK_FAULTS) return name as MockFault
  throw new Error(
    `Unknown MOCK_FAULT "${name}"; known faults: ${Object.keys(MOCK_FAULTS).join(', ')}.`,
  )
}

function isPost(value: Record<string, unknown>): boolean {
  return 'title' in value && 'num_comments' in value && 'slug' in value
}

function renamePostTitles(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(renamePostTitles)
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
  const post = isPost(value as Record<string, unknown>)
  return Object.fromEntries(
    entries.map(([key, item]) => [
      post && key === 'title' ? 'headline' : key,
      renamePostTitles(item),
    ]),
  )
}

function withBody(response: Response, status: number, body: string): Response {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(body, { status, statusText: '', headers })
}

/** The handlers' answer, broken the way `fault` says. */
export async function applyFault(
  fault: MockFault,
  request: Request,
  response: Response,
): Promise<Response> {
  if (response.type === 'error') return response
  const { pathname } = new URL(request.url)
  if (fault === 'undeclared-status') {
    if (request.method === 'POST' && pathname === '/api/content/post' && response.status === 201) {
      return withBody(response, 200, await response.text())
    }
    return response
  }
  if (!pathname.startsWith('/api/')) return response
  if (!response.headers.get('content-type')?.includes('json')) return response
  const text = await response.text()
  if (text === '') return withBody(response, response.status, text)
  return withBody(
    response,
    response.status,
    JSON.stringify(renamePostTitles(JSON.parse(text) as unknown)),
  )
}
