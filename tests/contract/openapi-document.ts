import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/** Shared by the contract tests: the parsed document and JSON Schema 2020-12 validation against it. */

export type Json = Record<string, unknown>

export interface Operation extends Json {
  operationId?: string
  tags?: string[]
  summary?: string
  description?: string
  security?: Json[]
  parameters?: Json[]
  responses?: Record<string, Json>
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  tags: { name: string; description?: string }[]
  components: Record<string, Record<string, Json>>
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']

export function loadDocument(relativePath = '../../openapi/openapi.yaml'): OpenApiDocument {
  const path = fileURLToPath(new URL(relativePath, import.meta.url))
  // The document shares example data through YAML anchors, hence no alias limit.
  return parse(readFileSync(path, 'utf8'), { maxAliasCount: -1 }) as OpenApiDocument
}

export function listOperations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        method,
        path,
        key: `${method.toUpperCase()} ${path}`,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
        operation,
      })),
  )
}

export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1')
}

/** Follows local `#/...` references until a non-reference node; returns it with its pointer. */
export function resolve(
  document: OpenApiDocument,
  node: Json,
  pointer: string,
): { node: Json; pointer: string } {
  const ref = node.$ref
  if (typeof ref !== 'string') return { node, pointer }
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((at, segment) => (at as Json | undefined)?.[segment], document)
  if (target === undefined || target === null) throw new Error(`Unresolvable reference ${ref}`)
  return resolve(document, target as Json, ref)
}

/**
 * Validators for any schema location of the document, by JSON pointer, with JSON Schema 2020-12
 * semantics (`prefixItems`, `type: [x, 'null']`) and the formats the document uses.
 */
export function createSchemaValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  addFormats(ajv)
  ajv.addFormat('password', true)
  ajv.addSchema(document as unknown as Json, 'openapi')
  const cache = new Map<string, ValidateFunction>()
  return (pointer: string, value: unknown): string | null => {
    let validate = cache.get(pointer)
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi${pointer}` })
      cache.set(pointer, validate)
    }
    return validate(value) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' })
  }
}
