import { describe, expect, it } from 'vitest'
import { ApiError, nullWhen } from '#lib/api/errors'

function refusal(status: number) {
  return new ApiError({ status, body: null, message: `HTTP ${status}` })
}

describe('nullWhen', () => {
  it('passes the answer through', async () => {
    await expect(nullWhen(403, Promise.resolve({ posts: 3 }))).resolves.toEqual({ posts: 3 })
  })

  it('turns the named refusal into null, an answer the screen can show', async () => {
    await expect(nullWhen(403, Promise.reject(refusal(403)))).resolves.toBeNull()
  })

  it('keeps every other failure an error', async () => {
    await expect(nullWhen(403, Promise.reject(refusal(500)))).rejects.toMatchObject({ status: 500 })
    await expect(nullWhen(404, Promise.reject(new TypeError('boom')))).rejects.toThrow('boom')
  })
})
