import { readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend'
import { parse } from 'yaml'

/**
 * Checks live HTTP exchanges against openapi/openapi.yaml with openapi-backend (routing, request
 * and response validation), compiled with Ajv's JSON Schema 2020-12 dialect because the document
 * is OpenAPI 3.1. Nothing here describes a shape by hand: the only rules of our own are the ones
 * a schema validator cannot express (is the status declared, is the declared body JSON).
 */

export interface Exchange {
  method: string
  /** Path and query as sent, e.g. `/api/content/post/new?page=1`. */
  url: string
  requestBody?: unknown
  status: number
  contentType: string | null
  bodyText: string
}

export interface ExchangeCheck {
  operationId: string | null
  /** Contract violations of the server's answer; empty when it conforms. */
  violations: string[]
}

export class ContractValidator {
  private constructor(private readonly backend: OpenAPIBackend) {}

  static async load(documentPath: string): Promise<ContractValidator> {
    const definition = parse(readFileSync(documentPath, 'utf8')) as Document
    const backend = new OpenAPIBackend({
      definition,
      // The document is linted in CI (npm run api:lint); quick mode only dereferences it.
      quick: true,
      ignoreTrailingSlashes: false,
      validate: true,
      customizeAjv: (_ajv, options) => {
        const ajv = new Ajv2020({ ...options, strict: false, allErrors: true })
        addFormats(ajv)
        // `format: password` is a UI hint, not a constraint.
        ajv.addFormat('password', true)
        return ajv
      },
    })
    await backend.init()
    return new ContractValidator(backend)
  }

  /** Every operation of the document, in document order. */
  operations(): Operation[] {
    return this.backend.getOperations()
  }

  operation(method: string, url: string): Operation | undefined {
    const { pathname } = new URL(url, 'http://contract.invalid')
    return this.backend.matchOperation({ method, path: pathname, headers: {} }) ?? undefined
  }

  /**
   * The runner's own request against the document: a failure here is a bug in the runner, not in
   * the server, so it is reported as such instead of as a violation.
   */
  requestProblems(method: string, url: string, body: unknown, headers: Record<string, string>) {
    const parsed = new URL(url, 'http://contract.invalid')
    const query: Record<string, string | string[]> = {}
    for (const key of new Set(parsed.searchParams.keys())) {
      const values = parsed.searchParams.getAll(key)
      query[key] = values.length > 1 ? values : (values[0] ?? '')
    }
    const request = { method, path: parsed.pathname, query, headers, body }
    const operation = this.backend.matchOperation(request)
    if (!operation) return [`no operation ${method} ${parsed.pathname} in the document`]
    const result = this.backend.validateRequest(request, operation)
    return (result.errors ?? []).map(describeAjvError)
  }

  check(exchange: Exchange): ExchangeCheck {
    const operation = this.operation(exchange.method, exchange.url)
    if (!operation) {
      return {
        operationId: null,
        violations: [`${exchange.method} ${exchange.url} is not an operation of the document`],
      }
    }
    const operationId = operation.operationId ?? `${exchange.method} ${operation.path}`
    const responses = (operation.responses ?? {}) as Record<
      string,
      { content?: Record<string, unknown> }
    >
    const status = String(exchange.status)
    const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default
    if (!declared) {
      return {
        operationId,
        violations: [
          `status ${status} is not declared (the document lists ${Object.keys(responses).join(', ')})`,
        ],
      }
    }
    const violations: string[] = []
    const wantsJson = declared.content?.['application/json'] !== undefined
    if (!wantsJson) {
      if (declared.content === undefined && exchange.bodyText.trim() !== '') {
        violations.push(`status ${status} declares no body but one was sent`)
      }
      return { operationId, violations }
    }
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(exchange.contentType ?? '')) {
      violations.push(
        `status ${status}: Content-Type is ${exchange.contentType ?? 'missing'}, the document declares application/json`,
      )
      return { operationId, violations }
    }
    let body: unknown
    try {
      body = JSON.parse(exchange.bodyText) as unknown
    } catch {
      violations.push(`status ${status}: the body is not JSON: ${exchange.bodyText.slice(0, 80)}`)
      return { operationId, violations }
    }
    const result = this.backend.validateResponse(body, operation, exchange.status)
    for (const error of result.errors ?? []) {
      violations.push(`status ${status}: ${describeAjvError(error)}`)
    }
    return { operationId, violations: [...new Set(violations)] }
  }
}

interface AjvLikeError {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

/**
 * One line per schema error, naming the field. Array indexes become `*` so that the same mistake
 * in every item of a page reads as one violation.
 */
export function describeAjvError(error: AjvLikeError): string {
  const path = error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*').replace(/^\//, '')
  const where = path === '' ? 'body' : `body.${path.replace(/\//g, '.')}`
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return `${where}: field "${error.params.missingProperty}" is required but missing`
  }
  if (
    error.keyword === 'additionalProperties' &&
    typeof error.params.additionalProperty === 'string'
  ) {
    return `${where}: field "${error.params.additionalProperty}" is not in the document`
  }
  const allowed = Array.isArray(error.params.allowedValues)
    ? ` (${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
    : ''
  return `${where} ${error.message ?? 'is not valid'}${allowed}`
}
