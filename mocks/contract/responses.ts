import type { Operation } from 'openapi-backend'
import { contractBackend } from './guard'

/**
 * Response validation: every answer the mocks give to an API operation is checked against the
 * status codes and response schemas of openapi/openapi.yaml, with the same openapi-backend
 * instance (Ajv, JSON Schema 2020-12) the request guard uses.
 *
 * - `strict` (Node tests, `MOCK_STRICT=1` on the standalone server): a violation is logged with
 *   console.error, recorded, and the answer is replaced by a 500 that names the operation and
 *   the field, so the test or the client fails loudly.
 * - `warn` (the browser, the standalone server by default): logged and recorded, answer unchanged.
 * - `off`: not checked.
 */
export type ResponseCheckMode = 'strict' | 'warn' | 'off'

export interface ContractViolation {
  operationId: string
  method: string
  path: string
  status: number
  problems: string[]
  /** One line: `createPost answered 201 …: votes/upvotes must be integer`. */
  message: string
}

let mode: ResponseCheckMode = 'warn'
let recorded: ContractViolation[] = []

export function setResponseCheck(next: ResponseCheckMode): void {
  mode = next
}

export function responseCheck(): ResponseCheckMode {
  return mode
}

/** The violations seen since the last call, oldest first; the list is emptied. */
export function takeContractViolations(): ContractViolation[] {
  const out = recorded
  recorded = []
  return out
}

type DeclaredResponse = { content?: Record<string, unknown> }

function declaredFor(operation: Operation, status: number): DeclaredResponse | undefined {
  const responses = (operation.responses ?? {}) as Record<string, DeclaredResponse>
  return (
    responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default
  )
}

interface SchemaError {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

/** An Ajv error as a field path and what is wrong with it, e.g. `results/0/votes is required`. */
function describe(error: SchemaError): string {
  const where = error.instancePath.replace(/^\//, '') || 'body'
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string')
    return `${where === 'body' ? '' : `${where}/`}${error.params.missingProperty} is required`
  if (
    error.keyword === 'additionalProperties' &&
    typeof error.params.additionalProperty === 'string'
  )
    return `${where === 'body' ? '' : `${where}/`}${error.params.additionalProperty} is not in the schema`
  if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues))
    return `${where} must be one of ${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
  return `${where} ${error.message ?? 'is not valid'}`
}

/** What is wrong with an answer to `operation`; empty when it conforms. Reads a clone. */
export async function checkResponse(operation: Operation, response: Response): Promise<string[]> {
  const status = response.status
  const declared = declaredFor(operation, status)
  if (!declared) {
    const statuses = Object.keys(operation.responses ?? {}).join(', ')
    return [`status ${status} is not declared (the document declares ${statuses})`]
  }
  const text = await response.clone().text()
  const json = declared.content?.['application/json']
  if (!json) return text ? [`status ${status} declares no body, but one was sent`] : []
  if (!text) return [`status ${status} needs a JSON body, but none was sent`]
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return ['the body is not JSON']
  }
  const backend = await contractBackend()
  const result = backend.validateResponse(body, operation, status)
  return [...new Set((result.errors ?? []).map((e) => describe(e as SchemaError)))]
}

/**
 * Checks an answer and acts on the mode: returns the answer to send (the original, or in strict
 * mode a replacement that names the violation) together with the violation if there was one.
 */
export async function enforceResponseContract(
  request: Request,
  operation: Operation,
  response: Response,
  /** Why a violation is expected (an off-contract scenario): it is then logged as a warning. */
  expected?: string,
): Promise<{ violation: ContractViolation | null }> {
  if (mode === 'off' || response.type === 'error') return { violation: null }
  const problems = await checkResponse(operation, response)
  if (problems.length === 0) return { violation: null }
  const url = new URL(request.url)
  const message = `${operation.operationId ?? `${request.method} ${url.pathname}`} answered ${response.status}, which does not match openapi.yaml: ${problems.join('; ')}`
  const violation: ContractViolation = {
    operationId: operation.operationId ?? '',
    method: request.method,
    path: url.pathname,
    status: response.status,
    problems,
    message,
  }
  recorded.push(violation)
  if (expected)
    console.warn(`[mocks] ${request.method} ${url.pathname}: ${message} (expected: ${expected})`)
  else console.error(`[mocks] ${request.method} ${url.pathname}: ${message}`)
  return { violation }
}
