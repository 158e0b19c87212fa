import document from '#openapi/openapi.gen.json'

/**
 * `?force=createPost:500,voteOnPost:205` (browser), `MOCK_FORCE` (Node) or `setForced()` (tests):
 * those operations answer that documented status with the document's example body, like
 * `Prefer: code=` does per request. Only statuses the document declares for the operation are
 * accepted; anything else is refused with a message that says what the operation documents.
 */
export interface ForcedStatus {
  operationId: string
  status: number
}

export interface DocumentedOperation {
  operationId: string
  method: string
  path: string
  /** The statuses the document declares, ascending. */
  statuses: number[]
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

type PathItem = Record<string, { operationId?: string; responses?: Record<string, unknown> }>

/** Every operation of openapi.yaml with its documented statuses, in document order. */
export const DOCUMENTED_OPERATIONS: readonly DocumentedOperation[] = Object.entries(
  (document as unknown as { paths: Record<string, PathItem> }).paths,
).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const op = item[method]
    if (!op?.operationId) return []
    const statuses = Object.keys(op.responses ?? {})
      .filter((code) => /^\d{3}$/.test(code))
      .map(Number)
      .sort((a, b) => a - b)
    return [{ operationId: op.operationId, method: method.toUpperCase(), path, statuses }]
  }),
)

export function documentedStatuses(operationId: string): number[] | null {
  return DOCUMENTED_OPERATIONS.find((o) => o.operationId === operationId)?.statuses ?? null
}

/** Why `operationId:status` cannot be forced, or null when it can. */
export function refusal(operationId: string, status: number): string | null {
  const statuses = documentedStatuses(operationId)
  if (!statuses) return `No operation "${operationId}" in openapi.yaml.`
  if (!statuses.includes(status))
    return `${operationId} does not document status ${status} (it documents ${statuses.join(', ')}).`
  return null
}

/** Parses `createPost:500,voteOnPost:205`; `none` or nothing is the empty list. */
export function parseForce(text: string): { forced: ForcedStatus[]; refused: string[] } {
  const byOperation = new Map<string, number>()
  const refused: string[] = []
  const trimmed = text.trim()
  if (trimmed === '' || trimmed === 'none') return { forced: [], refused }
  for (const entry of trimmed
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z][\w]*):(\d{3})$/.exec(entry)
    if (!match) {
      refused.push(`"${entry}" is not operationId:status (for example createPost:500).`)
      continue
    }
    const [, operationId = '', code = ''] = match
    const why = refusal(operationId, Number(code))
    if (why) refused.push(why)
    else byOperation.set(operationId, Number(code))
  }
  return {
    forced: [...byOperation].map(([operationId, status]) => ({ operationId, status })),
    refused,
  }
}

export function formatForce(forced: readonly ForcedStatus[]): string {
  return forced.map((f) => `${f.operationId}:${f.status}`).join(',')
}

let current = new Map<string, number>()

/**
 * Replaces the forced statuses (a list, or the `?force=` text). Refused entries are left out and
 * returned, each with its reason; the accepted ones are in force.
 */
export function setForced(next: readonly ForcedStatus[] | string | null): {
  forced: ForcedStatus[]
  refused: string[]
} {
  const parsed =
    typeof next === 'string' || next === null
      ? parseForce(next ?? '')
      : parseForce(formatForce(next))
  current = new Map(parsed.forced.map((f) => [f.operationId, f.status]))
  return parsed
}

export function getForced(): ForcedStatus[] {
  return [...current].map(([operationId, status]) => ({ operationId, status }))
}

export function forcedStatus(operationId: string): number | undefined {
  return current.get(operationId)
}
