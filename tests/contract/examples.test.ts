import { describe, expect, it } from 'vitest'
import {
  createSchemaValidator,
  escapePointer,
  listOperations,
  loadDocument,
  resolve,
  type Json,
} from './openapi-document'

/**
 * A mock built from the document alone answers with its examples, so every example must be valid
 * against its schema (JSON Schema 2020-12) and must never point at an outside host.
 */

const document = loadDocument()
const validate = createSchemaValidator(document)

const schemaExamples = Object.entries(document.components.schemas ?? {}).map(([name, schema]) => ({
  name,
  pointer: `#/components/schemas/${escapePointer(name)}`,
  example: schema.example,
}))

const mediaExamples = listOperations(document).flatMap(({ key, pointer, operation }) =>
  Object.entries(operation.responses ?? {}).flatMap(([status, raw]) => {
    const response = resolve(document, raw, `${pointer}/responses/${status}`)
    const content = (response.node.content ?? {}) as Record<string, Json>
    return Object.entries(content).flatMap(([mediaType, media]) => {
      const schemaPointer = `${response.pointer}/content/${escapePointer(mediaType)}/schema`
      const named = Object.entries((media.examples ?? {}) as Record<string, Json>).map(
        ([name, example]) => ({ name, value: resolve(document, example, '').node.value }),
      )
      const inline = media.example === undefined ? [] : [{ name: 'example', value: media.example }]
      return [...named, ...inline].map(({ name, value }) => ({
        label: `${key} ${status} ${name}`,
        schemaPointer,
        value,
      }))
    })
  }),
)

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(collectStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectStrings)
  return []
}

describe('OpenAPI examples', () => {
  it.each(schemaExamples)('schema $name: its example is valid', ({ pointer, example }) => {
    expect(example).toBeDefined()
    expect(validate(pointer, example)).toBeNull()
  })

  it('covers every response example', () => {
    expect(mediaExamples.length).toBeGreaterThan(150)
  })

  it.each(mediaExamples)(
    '$label is valid against the response schema',
    ({ schemaPointer, value }) => {
      expect(value).toBeDefined()
      expect(validate(schemaPointer, value)).toBeNull()
    },
  )

  it('never points at an outside host', () => {
    const urls = collectStrings(document)
      .flatMap((text) => text.match(/\bhttps?:\/\/[^\s)"'`]+/g) ?? [])
      .filter((url) => !url.startsWith('https://json-schema.org/'))
    const hosts = new Set(urls.map((url) => new URL(url).hostname))
    for (const host of hosts) expect(host).toMatch(/(^|\.)example\.com$/)
  })
})
