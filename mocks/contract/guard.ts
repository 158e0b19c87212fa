import Ajv2020 from 'ajv/dist/2020'
import type { ErrorObject } from 'ajv'
import addFormats from 'ajv-formats'
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend'
import document from '#openapi/openapi.gen.json'

/**
 * The contract guard: every request that reaches the mocks is checked against the OpenAPI
 * document with openapi-backend (routing, parameter coercion, JSON-Schema validation), so the app
 * cannot drift from the contract unnoticed. openapi-backend compiles with draft-07 Ajv by default;
 * the document is OpenAPI 3.1 (JSON Schema 2020-12: prefixItems, type arrays), hence Ajv2020.
 * This module is imported only by the mocks, so it stays in the mock chunk.
 */
let api: OpenAPIBackend | null = null
let ready: Promise<OpenAPIBackend> | null = null

/**
 * The document arrives already parsed (a JSON module). openapi-backend's quick mode still fires
 * json-schema-ref-parser's `parse` without awaiting it, which in a browser touches Node's `path`
 * and `Buffer` and rejects unhandled; there is nothing to load, so skip it.
 */
class ParsedDocumentBackend extends OpenAPIBackend {
  override async loadDocument(): Promise<Document> {
    if (typeof this.inputDocument === 'string')
      throw new Error('The contract guard needs a parsed document')
    this.document = this.inputDocument
    return this.document
  }
}

function createBackend(): OpenAPIBackend {
  return new ParsedDocumentBackend({
    // A deep copy: openapi-backend dereferences in place, and the JSON module is shared.
    definition: JSON.parse(JSON.stringify(document)) as Document,
    // quick: skip validating the document itself (CI lints it) and dereference synchronously,
    // which keeps json-schema-ref-parser's file-system code out of the browser path.
    quick: true,
    // The document spells `/api/auth/contact/` with its slash: match paths exactly, like DRF.
    ignoreTrailingSlashes: false,
    validate: true,
    customizeAjv: (_ajv, ajvOpts) => {
      // validateSchema: false: the document's schemas are linted in CI (npm run api:lint), and
      // checking them against the 2020-12 meta-schema compiled that meta-schema on every page
      // load in mock mode (130 ms of the mock backend's start, CPU profile).
      const ajv = new Ajv2020({
        ...ajvOpts,
        strict: false,
        allErrors: true,
        validateSchema: false,
      })
      addFormats(ajv)
      // `format: password` is a UI hint, not a constraint.
      ajv.addFormat('password', true)
      return ajv
    },
  })
}

export function contractBackend(): Promise<OpenAPIBackend> {
  if (!ready) {
    const backend = createBackend()
    ready = backend.init().then(() => {
      api = backend
      return backend
    })
  }
  return ready
}

export interface ContractCheck {
  operation: Operation | undefined
  /** Human-readable reasons, empty when the request conforms. */
  errors: string[]
  /** Body fields that failed, in Django-REST shape. */
  fieldErrors: Record<string, string[]>
}

function headersOf(request: Request): Record<string, string> {
  const out: Record<string, string> = {}
  request.headers.forEach((value, key) => {
    out[key] = value
  })
  return out
}

/** Reads the body of a clone, so the handler that answers can still read it. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const text = await request.clone().text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * A field's error as Django REST framework words it (the document's examples: "This field may not
 * be blank.", "Ensure this field has no more than 50 characters."), so a form shows the same
 * sentence against the mocks as against the real API. Ajv's own wording ("must NOT have more than
 * 50 characters") stays in the developer-facing `message`.
 */
function fieldMessage(error: ErrorObject): string {
  const limit = (error.params as { limit?: unknown }).limit
  // Lengths count characters in a string and elements in a list.
  const units = error.keyword.endsWith('Length') ? 'characters' : 'elements'
  switch (error.keyword) {
    case 'required':
      return 'This field is required.'
    case 'maxLength':
    case 'maxItems':
      return `Ensure this field has no more than ${String(limit)} ${units}.`
    case 'minLength':
    case 'minItems':
      if (limit === 1)
        return units === 'characters'
          ? 'This field may not be blank.'
          : 'This list may not be empty.'
      return `Ensure this field has at least ${String(limit)} ${units}.`
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(limit)}.`
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(limit)}.`
    case 'enum':
      return 'This is not a valid choice.'
    case 'format':
      return (error.params as { format?: unknown }).format === 'email'
        ? 'Enter a valid email address.'
        : 'Enter a valid value.'
    case 'type':
      return 'Not a valid value for this field.'
    default:
      return error.message ? `This field ${error.message}.` : 'Not valid.'
  }
}

export async function checkRequest(request: Request): Promise<ContractCheck> {
  const backend = api ?? (await contractBackend())
  const url = new URL(request.url)
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  const req = {
    method: request.method,
    path: url.pathname,
    query,
    headers: headersOf(request),
    body: await bodyOf(request),
  }
  const operation = backend.matchOperation(req)
  if (!operation) {
    return {
      operation,
      errors: [`no operation ${request.method} ${url.pathname} in the document`],
      fieldErrors: {},
    }
  }
  const result = backend.validateRequest(req, operation)
  const errors: string[] = []
  const fieldErrors: Record<string, string[]> = {}
  for (const error of result.errors ?? []) {
    const where = error.instancePath.replace(/^\//, '') || 'request'
    const detail =
      error.keyword === 'required' && typeof error.params.missingProperty === 'string'
        ? `${where}/${error.params.missingProperty} is required`
        : `${where} ${error.message ?? 'is not valid'}`
    errors.push(detail)
    const field =
      /^\/requestBody\/([^/]+)/.exec(error.instancePath)?.[1] ??
      (error.instancePath === '/requestBody' && typeof error.params.missingProperty === 'string'
        ? error.params.missingProperty
        : undefined)
    if (field) {
      const text = fieldMessage(error)
      // `message` and `status` are top-level strings in ValidationError: report those fields
      // under non_field_errors so the body keeps the document's shape.
      if (field === 'message' || field === 'status' || field === 'non_field_errors') {
        ;(fieldErrors.non_field_errors ??= []).push(`${field}: ${text}`)
      } else (fieldErrors[field] ??= []).push(text)
    }
  }
  return { operation, errors: [...new Set(errors)], fieldErrors }
}

/**
 * The document's example (or a schema-derived mock) for a status, for Prism-style
 * `Prefer: code=404` / `Prefer: example=name` requests. Null when the status is not documented.
 */
export async function documentedAnswer(
  operationId: string,
  code: number,
  example?: string,
): Promise<{ status: number; body: unknown } | null> {
  const backend = api ?? (await contractBackend())
  const operation = backend.getOperation(operationId)
  const responses = (operation?.responses ?? {}) as Record<
    string,
    { content?: Record<string, unknown> }
  >
  const declared = responses[String(code)] ?? responses[`${String(code)[0]}XX`]
  if (!declared) return null
  if (!declared.content) return { status: code, body: null }
  const { mock } = backend.mockResponseForOperation(operationId, {
    code,
    ...(example ? { example } : {}),
  }) as { mock: unknown }
  return { status: code, body: mock }
}
