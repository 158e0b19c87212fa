import { afterEach, describe, expect, it } from 'vitest'
import { documentedStatuses, parseForce } from '#mocks/contract/force'
import { getForced, setForced } from '#mocks/node'
import { call, expectConforms, login, operation, setupMockServer } from './support'

setupMockServer()
afterEach(() => setForced(null))

describe('?force= / MOCK_FORCE: any documented status, for the tab', () => {
  it('reads operationId:status pairs and lists every documented status of an operation', () => {
    expect(parseForce('createPost:500,voteOnPost:205')).toEqual({
      forced: [
        { operationId: 'createPost', status: 500 },
        { operationId: 'voteOnPost', status: 205 },
      ],
      refused: [],
    })
    expect(parseForce('none')).toEqual({ forced: [], refused: [] })
    expect(documentedStatuses('voteOnPost')).toEqual(
      Object.keys(operation('voteOnPost').responses).map(Number),
    )
  })

  it('refuses an undocumented status, an unknown operation and a malformed entry, saying why', () => {
    const { forced, refused } = parseForce(
      'createPost:418,votOnPost:200,createPost=500,listNewPosts:200',
    )
    expect(forced).toEqual([{ operationId: 'listNewPosts', status: 200 }])
    expect(refused).toEqual([
      `createPost does not document status 418 (it documents ${documentedStatuses('createPost')?.join(', ')}).`,
      'No operation "votOnPost" in openapi.yaml.',
      '"createPost=500" is not operationId:status (for example createPost:500).',
    ])
  })

  it('answers a forced operation with that status and the document’s example, and leaves others alone', async () => {
    const { access } = await login('filmfan')
    expect(setForced('createPost:500,voteOnPost:205').refused).toEqual([])
    const created = await call('POST', '/api/content/post', {
      token: access,
      body: {
        title: 'Alien',
        body: 'In space.',
        type: 'post',
        boards: [],
        group: null,
        image: null,
        status: 'A',
      },
    })
    expect(created.status).toBe(500)
    expectConforms('createPost', created)
    const voted = await call('PUT', '/api/reaction/vote/post', {
      token: access,
      body: { id: 1, category: 'Upvote' },
    })
    expect(voted.status).toBe(205)
    expect(voted.body).toBeNull()
    expect((await call('GET', '/api/content/post/new')).status).toBe(200)

    setForced(null)
    expect(getForced()).toEqual([])
    const again = await call('PUT', '/api/reaction/vote/post', {
      token: access,
      body: { id: 1, category: 'Upvote' },
    })
    expect(again.status).toBe(200)
  })

  it('a Prefer header on the request wins over the forced status', async () => {
    setForced('listNewPosts:500')
    const answer = await call('GET', '/api/content/post/new', { headers: { prefer: 'code=400' } })
    expect(answer.status).toBe(400)
    expectConforms('listNewPosts', answer)
  })
})
