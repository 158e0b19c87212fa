import { describe, expect, it } from 'vitest'
import { listOperations, loadDocument, resolve, type Json } from './openapi-document'

/**
 * The backend team implements the server from the document alone, so every field says what it
 * holds: each schema property carries its own non-empty `description` (a property that is only a
 * `$ref` too, beside the ref, as OpenAPI 3.1 allows), every operation a summary and every
 * parameter a description.
 */

const document = loadDocument()

const SUBSCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const

const hasDescription = (schema: Json) =>
  typeof schema.description === 'string' && schema.description.trim() !== ''

/**
 * Walks a schema and every schema nested in it (`properties`, `items`, `prefixItems`,
 * `additionalProperties`, `allOf` / `oneOf` / `anyOf`), without following `$ref`s (each component
 * is walked on its own), and returns the path of each property that has no description, e.g.
 * `Profile.saved_boards` or `Outer.list.items.name`.
 */
function undescribedProperties(schema: unknown, path: string): string[] {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return []
  const node = schema as Json
  const missing: string[] = []
  for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
    const propertyPath = `${path}.${name}`
    if (!hasDescription(property)) missing.push(propertyPath)
    missing.push(...undescribedProperties(property, propertyPath))
  }
  missing.push(...undescribedProperties(node.items, `${path}.items`))
  missing.push(...undescribedProperties(node.additionalProperties, `${path}.additionalProperties`))
  for (const key of SUBSCHEMA_LISTS) {
    const members = (node[key] ?? []) as unknown[]
    members.forEach((member, index) => {
      missing.push(...undescribedProperties(member, `${path}.${key}[${index}]`))
    })
  }
  return missing
}

describe('undescribedProperties', () => {
  it('reaches properties at every nesting and treats a bare $ref property as undescribed', () => {
    const schema = {
      type: 'object',
      properties: {
        described: { type: 'string', description: 'Has one.' },
        blank: { type: 'string', description: '  ' },
        bareRef: { $ref: '#/components/schemas/Other' },
        refWithDescription: { $ref: '#/components/schemas/Other', description: 'Beside the ref.' },
        list: {
          type: 'array',
          description: 'A list.',
          items: { type: 'object', properties: { inItems: { type: 'integer' } } },
        },
        pair: {
          type: 'array',
          description: 'A pair.',
          prefixItems: [{ type: 'object', properties: { inPrefix: { type: 'integer' } } }],
        },
        map: {
          type: 'object',
          description: 'A map.',
          additionalProperties: { type: 'object', properties: { inMap: { type: 'string' } } },
        },
        either: {
          description: 'One of two.',
          oneOf: [
            { type: 'object', properties: { inOneOf: { type: 'string' } } },
            { type: 'null' },
          ],
        },
      },
      allOf: [{ properties: { inAllOf: { type: 'string' } } }],
      anyOf: [{ properties: { inAnyOf: { type: 'string', description: 'Fine.' } } }],
    }
    expect(undescribedProperties(schema, 'Sample').sort()).toEqual(
      [
        'Sample.blank',
        'Sample.bareRef',
        'Sample.list.items.inItems',
        'Sample.pair.prefixItems[0].inPrefix',
        'Sample.map.additionalProperties.inMap',
        'Sample.either.oneOf[0].inOneOf',
        'Sample.allOf[0].inAllOf',
      ].sort(),
    )
  })
})

describe('OpenAPI descriptions', () => {
  it('describes every property of every schema in components/schemas', () => {
    const schemas = document.components.schemas ?? {}
    expect(Object.keys(schemas).length).toBeGreaterThan(0)
    const missing = Object.entries(schemas).flatMap(([name, schema]) =>
      undescribedProperties(schema, name),
    )
    expect(missing, `${missing.length} properties without a description`).toEqual([])
  })

  it('gives every operation a summary', () => {
    const missing = listOperations(document)
      .filter(({ operation }) => !operation.summary?.trim())
      .map(({ key }) => key)
    expect(missing).toEqual([])
  })

  it('describes every parameter, shared or inline', () => {
    const missing: string[] = []
    for (const [name, parameter] of Object.entries(document.components.parameters ?? {}))
      if (!hasDescription(parameter)) missing.push(`components/parameters/${name}`)
    for (const [path, item] of Object.entries(document.paths)) {
      const shared = ((item as Json).parameters ?? []) as Json[]
      for (const raw of shared) {
        const parameter = resolve(document, raw, '').node
        if (!hasDescription(parameter)) missing.push(`${path} ${String(parameter.name)}`)
      }
    }
    for (const { key, operation } of listOperations(document)) {
      for (const raw of operation.parameters ?? []) {
        const parameter = resolve(document, raw, '').node
        if (!hasDescription(parameter)) missing.push(`${key} ${String(parameter.name)}`)
      }
    }
    expect(missing).toEqual([])
  })
})
