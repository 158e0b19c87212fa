import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import document from '#openapi/openapi.gen.json'
import {
  resetMockDb,
  server,
  setAccessTokenTtl,
  setScenario,
  takeContractViolations,
} from '#mocks/node'

/**
 * Shared set-up for the mock tests: msw/node with unhandled requests as errors, a fresh world and
 * no scenario per test, real `fetch` to http://localhost, and response validation against the
 * OpenAPI document with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
export const ORIGIN = 'http://localhost'

export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    resetMockDb()
    setScenario(null)
    setAccessTokenTtl()
  })
  afterEach(() => {
    server.resetHandlers()
    vi.useRealTimers()
    // Every answer the mocks gave in this test matched the document (mocks/contract/responses.ts).
    expect(takeContractViolations().map((v) => v.message)).toEqual([])
  })
  afterAll(() => server.close())
}

export interface Answer<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export interface CallOptions {
  token?: string | null
  body?: unknown
  headers?: Record<string, string>
}

/** One API call; the body is parsed as JSON when there is one, `null` otherwise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely and validate them with Ajv
export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  }
}

export async function login(
  username: string,
  password = 'Password1!',
): Promise<{ access: string; refresh: string }> {
  const answer = await call<{ access: string; refresh: string }>('POST', '/api/auth/login', {
    body: { username, password },
  })
  expect(answer.status, `login ${username}`).toBe(200)
  return answer.body
}

// ───────────── the document ─────────────

type Json = Record<string, unknown>

export interface DocOperation {
  operationId: string
  method: string
  path: string
  responses: Record<string, Json>
}

const doc = document as unknown as Json

function pointer(ref: string): Json {
  let node: unknown = doc
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    node = (node as Json)[key]
  }
  return node as Json
}

function deref(node: Json): Json {
  return typeof node.$ref === 'string' ? deref(pointer(node.$ref)) : node
}

export const operations: DocOperation[] = Object.entries(doc.paths as Record<string, Json>).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, op]) => {
        const operation = op as Json
        return {
          operationId: operation.operationId as string,
          method: method.toUpperCase(),
          path,
          responses: operation.responses as Record<string, Json>,
        }
      }),
)

export function operation(operationId: string): DocOperation {
  const found = operations.find((o) => o.operationId === operationId)
  if (!found) throw new Error(`No operation ${operationId} in the document`)
  return found
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addFormat('password', true)
ajv.addSchema(document as object, 'openapi')

const validators = new Map<string, ValidateFunction | null>()

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}

/** The validator of an operation's answer for a status, or null when that status has no body. */
function validatorFor(op: DocOperation, status: number): ValidateFunction | null {
  const key = `${op.operationId}:${status}`
  if (!validators.has(key)) {
    const declared = op.responses[String(status)]
      ? String(status)
      : op.responses.default
        ? 'default'
        : null
    if (!declared) throw new Error(`${op.operationId} does not declare status ${status}`)
    const response = deref(op.responses[declared] as Json)
    const content = response.content as Record<string, Json> | undefined
    if (!content?.['application/json']) validators.set(key, null)
    else {
      const base =
        typeof (op.responses[declared] as Json).$ref === 'string'
          ? `openapi${(op.responses[declared] as Json).$ref as string}`
          : `openapi#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${declared}`
      validators.set(key, ajv.compile({ $ref: `${base}/content/application~1json/schema` }))
    }
  }
  return validators.get(key) ?? null
}

/** Asserts the answer is a status the operation declares, with a body its schema accepts. */
export function expectConforms(operationId: string, answer: Answer): void {
  const op = operation(operationId)
  const validate = validatorFor(op, answer.status)
  if (!validate) {
    expect(answer.body, `${operationId} ${answer.status} has no body`).toBeNull()
    return
  }
  const ok = validate(answer.body)
  expect(
    ok,
    `${operationId} ${answer.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(answer.body).slice(0, 400)}`,
  ).toBe(true)
}

/** A concrete path for an operation's template, with ids that exist in the seeded world. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`)
    return encodeURIComponent(String(value))
  })
}
