import { describe, expect, it } from 'vitest'
import { listOperations, loadDocument, resolve, type Json } from './openapi-document'

/**
 * The contract's coverage: the document describes exactly the calls the product makes (no more, no
 * fewer), each documented well enough to code against, with examples a mock can answer from.
 */

const document = loadDocument()

const EXPECTED_OPERATIONS = [
  // Auth
  'GET /api/auth',
  'PUT /api/auth',
  'DELETE /api/auth',
  'POST /api/auth/login',
  'POST /api/auth/login/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'POST /api/auth/register/check-1',
  'POST /api/auth/register/check-2',
  'POST /api/auth/verification',
  'GET /api/auth/verification/confirm/{profileId}',
  'POST /api/auth/referral',
  'POST /api/auth/api-key',
  'POST /api/auth/contact/',
  'POST /api/auth/forgot-my-password',
  'GET /api/auth/forgot-my-password/verify',
  'POST /api/auth/forgot-my-password/recover',
  'POST /api/auth/google/login/token',
  'POST /api/auth/google/login/callback',
  'PUT /api/auth/board/save',
  'PUT /api/auth/board/remove',
  'GET /api/auth/profile/search',
  // Venue and membership
  'PUT /api/venue/location/favourite',
  'PUT /api/interest/group/membership',
  // Logs and integrations
  'GET /api/log',
  'GET /api/log/insights/reviewer/overview',
  'GET /api/integration/tiktok/callback',
  'GET /api/integration/instagram/callback',
  'GET /api/integration/facebook/callback',
  // Content
  'GET /api/content/post/top-voted',
  'GET /api/content/post/trending',
  'GET /api/content/post/new',
  'GET /api/content/post/visual',
  'GET /api/content/post/slug/{postSlug}',
  'GET /api/content/post/profile/{profileId}',
  'GET /api/content/post/search',
  'GET /api/content/post/group/slug/{groupSlug}',
  'POST /api/content/post',
  'PUT /api/content/post',
  'DELETE /api/content/post',
  'GET /api/content/comment/post',
  'POST /api/content/comment',
  'PUT /api/content/comment',
  'DELETE /api/content/comment',
  // Reactions
  'PUT /api/reaction/vote/post',
  'PUT /api/reaction/vote/comment',
  // Groups
  'GET /api/interest/group/search',
  'GET /api/interest/group/category',
  'GET /api/interest/group/top',
  'GET /api/interest/group/public/slug/{slug}',
  'GET /api/interest/group/auth/slug/{slug}',
  'POST /api/interest/group',
  'PUT /api/interest/group',
  'DELETE /api/interest/group',
  // Boards
  'GET /api/board',
  'GET /api/board/slug/{slug}',
  'GET /api/board/post/slug/{slug}',
  'GET /api/board/playlist',
  'GET /api/board/top',
  // Notifications
  'GET /api/notification',
  'PUT /api/notification',
  // Advertisements
  'GET /api/advertisement',
  // Recommender
  'GET /api/recommender/questionnaire',
  'GET /api/recommender/questionnaire/slug/{slug}',
  'POST /api/recommender/questionnaire/response',
  'POST /api/recommender/questionnaire/results',
]

const operations = listOperations(document)
const schemas = document.components.schemas ?? {}

describe('OpenAPI operations', () => {
  it('are exactly the 66 calls the app makes', () => {
    expect(EXPECTED_OPERATIONS).toHaveLength(66)
    expect(operations.map((entry) => entry.key).sort()).toEqual([...EXPECTED_OPERATIONS].sort())
  })

  it.each(operations)(
    '$key is documented: operationId, one declared tag, summary, description',
    ({ operation }) => {
      const declaredTags = new Set(document.tags.map((tag) => tag.name))
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/)
      expect(operation.tags).toHaveLength(1)
      expect(declaredTags.has(operation.tags?.[0] ?? '')).toBe(true)
      expect(operation.summary?.trim()).toBeTruthy()
      expect(operation.description?.trim()).toBeTruthy()
    },
  )

  it('has unique operationIds', () => {
    const ids = operations.map((entry) => entry.operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('describes every declared tag', () => {
    for (const tag of document.tags) expect(tag.description?.trim(), tag.name).toBeTruthy()
  })

  it.each(operations)('$key has an example on every response with content', ({ operation }) => {
    for (const [status, raw] of Object.entries(operation.responses ?? {})) {
      const response = resolve(document, raw, '').node
      const content = (response.content ?? {}) as Record<string, Json>
      for (const [mediaType, media] of Object.entries(content)) {
        const examples = media.examples as Record<string, Json> | undefined
        const hasExample = media.example !== undefined || Object.keys(examples ?? {}).length > 0
        expect(hasExample, `${status} ${mediaType}`).toBe(true)
      }
    }
  })

  it('answers 205 without a body', () => {
    const resets = operations.flatMap(({ key, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => status === '205')
        .map(([, raw]) => ({ key, response: resolve(document, raw, '').node })),
    )
    expect(resets.map((entry) => entry.key).sort()).toEqual(
      ['DELETE /api/auth', 'POST /api/auth/logout', 'PUT /api/reaction/vote/post'].sort(),
    )
    for (const { response } of resets) expect(response.content).toBeUndefined()
  })
})

describe('OpenAPI schemas', () => {
  it.each(Object.entries(schemas))('%s has an example', (_name, schema) => {
    const examples = schema.examples as unknown[] | undefined
    expect(schema.example !== undefined || (examples?.length ?? 0) > 0).toBe(true)
  })

  it('pages every paged list with the one Pagination envelope', () => {
    const pages = Object.entries(schemas).filter(([name]) => name.endsWith('Page'))
    expect(pages.map(([name]) => name).sort()).toEqual(
      [
        'BoardPage',
        'CommentPage',
        'GroupPage',
        'LogEntryPage',
        'NotificationPage',
        'PostPage',
        'ProfilePage',
        'QuestionnairePage',
      ].sort(),
    )
    for (const [, page] of pages) {
      expect(page.required).toEqual(['results', 'pagination'])
      const properties = page.properties as Record<string, Json>
      // The ref carries its own description beside it (descriptions.test.ts), so match the ref.
      expect(properties.pagination).toMatchObject({ $ref: '#/components/schemas/Pagination' })
      expect((properties.results as Json).type).toBe('array')
    }
  })
})

/** Field keys an operation can name in a 400: its body's properties and its parameters. */
function ownFieldKeys(operation: Json): Set<string> {
  const keys = new Set(['message', 'non_field_errors', 'detail'])
  for (const raw of (operation.parameters ?? []) as Json[])
    keys.add(String(resolve(document, raw, '').node.name))
  const body = operation.requestBody as Json | undefined
  const media = body && ((body.content as Record<string, Json>)['application/json'] as Json)
  if (media) {
    const schema = resolve(document, media.schema as Json, '').node
    for (const key of Object.keys((schema.properties ?? {}) as Json)) keys.add(key)
  }
  return keys
}

describe('OpenAPI errors', () => {
  const withBadRequest = operations.filter(({ operation }) => operation.responses?.['400'])

  it.each(withBadRequest)(
    '$key: its 400 names only its own fields, in named examples',
    ({ operation }) => {
      const response = resolve(document, operation.responses!['400']!, '').node
      const media = (response.content as Record<string, Json>)['application/json'] as Json
      const examples = Object.entries((media.examples ?? {}) as Record<string, Json>)
      expect(examples.length).toBeGreaterThan(0)
      const own = ownFieldKeys(operation)
      for (const [name, example] of examples) {
        expect(typeof example.summary, `${name} has a summary`).toBe('string')
        for (const key of Object.keys(example.value as Json))
          expect(own.has(key), `${name} names "${key}", not a field of this operation`).toBe(true)
      }
    },
  )

  it('carries each server message the product shows as an example of the operation that sends it', () => {
    const messagesOf = (operationKey: string) => {
      const entry = operations.find(({ key }) => key === operationKey)!
      const response = resolve(document, entry.operation.responses!['400']!, '').node
      return JSON.stringify((response.content as Record<string, Json>)['application/json'])
    }
    expect(messagesOf('PUT /api/auth')).toContain('Your current password is incorrect!')
    expect(messagesOf('PUT /api/auth')).toContain('Please add your current password to update it!')
    expect(messagesOf('PUT /api/auth')).toContain('Your updated passwords do not match!')
    expect(messagesOf('PUT /api/auth')).toContain(
      'This username is already taken! Choose another one.',
    )
    expect(messagesOf('POST /api/content/post')).toContain('Please add a title to your post!')
    expect(messagesOf('POST /api/content/post')).toContain('Please add some content to your post!')
    expect(messagesOf('POST /api/content/comment')).toContain(
      'Please add some content to your comment!',
    )
    expect(messagesOf('PUT /api/content/comment')).toContain(
      'Please add some content to your comment!',
    )
    expect(messagesOf('POST /api/auth/register')).toContain('This username is already taken!')
    expect(messagesOf('POST /api/auth/logout')).not.toContain('post!')
    expect(messagesOf('POST /api/auth/login/refresh')).not.toContain('post!')
  })
})
