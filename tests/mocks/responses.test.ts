import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contractBackend } from '#mocks/contract/guard'
import { checkResponse, setResponseCheck } from '#mocks/contract/responses'
import { db, takeContractViolations } from '#mocks/node'
import { call, setupMockServer } from './support'

setupMockServer()

async function op(operationId: string) {
  const operation = (await contractBackend()).getOperation(operationId)
  if (!operation) throw new Error(operationId)
  return operation
}

describe('responses are validated against the document', () => {
  afterEach(() => setResponseCheck('strict'))

  it('names an undeclared status and the statuses the document declares', async () => {
    const problems = await checkResponse(
      await op('createPost'),
      HttpResponse.json({ detail: 'I am a teapot' }, { status: 418 }),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^status 418 is not declared \(the document declares .*201/)
  })

  it('names a missing field, a field of the wrong type and a missing body', async () => {
    const missing = await checkResponse(
      await op('dismissNotification'),
      HttpResponse.json({ id: 3 }, { status: 200 }),
    )
    expect(missing).toEqual(['num_notifications is required'])
    const wrongType = await checkResponse(
      await op('dismissNotification'),
      HttpResponse.json({ id: 'three', num_notifications: 1 }, { status: 200 }),
    )
    expect(wrongType).toEqual(['id must be integer'])
    const noBody = await checkResponse(
      await op('dismissNotification'),
      new HttpResponse(null, { status: 200 }),
    )
    expect(noBody).toEqual(['status 200 needs a JSON body, but none was sent'])
  })

  it('strict (Node tests): a mock answer that breaks the document becomes a 500 naming the operation and the field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = db().posts[0]!
    ;(post as { title: unknown }).title = 42
    const answer = await call('GET', `/api/content/post/slug/${post.slug}`)
    expect(answer.status).toBe(500)
    expect(answer.body.detail).toMatch(/getPostBySlug answered 200.*title must be string/)
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/getPostBySlug.*title/))
    const violations = takeContractViolations()
    expect(violations).toHaveLength(1)
    expect(violations[0]).toMatchObject({ operationId: 'getPostBySlug', status: 200 })
    error.mockRestore()
  })

  it('warn (the browser, the server without MOCK_STRICT): the answer goes out unchanged, and is logged', async () => {
    setResponseCheck('warn')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = db().posts[0]!
    ;(post as { title: unknown }).title = 42
    const answer = await call('GET', `/api/content/post/slug/${post.slug}`)
    expect(answer.status).toBe(200)
    expect(answer.body.title).toBe(42)
    expect(error).toHaveBeenCalledOnce()
    expect(takeContractViolations().map((v) => v.operationId)).toEqual(['getPostBySlug'])
    error.mockRestore()
  })
})
