import { QueryClient, type InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import document from '#openapi/openapi.gen.json'
import {
  addCreatedPost,
  postKeys,
  type Post,
  type PostListFilters,
  type PostPage,
} from '#features/posts/api/post-queries'
import { onePage } from '#tests/utils/one-page'

function page(results: Post[]): InfiniteData<PostPage> {
  return {
    pages: [onePage(results)],
    pageParams: [1],
  }
}

function seeded(filters: PostListFilters, posts: Post[]) {
  const client = new QueryClient()
  client.setQueryData(postKeys.list(filters), page(posts))
  return client
}

function titles(client: QueryClient, filters: PostListFilters) {
  return client
    .getQueryData<InfiniteData<PostPage>>(postKeys.list(filters))
    ?.pages.flatMap((p) => p.results.map((post) => post.title))
}

/** A post as the contract shows one (its own example), with what a test needs changed. */
function buildPost(overrides: Partial<Post>): Post {
  return { ...(document.components.examples.PostExample.value as Post), ...overrides }
}

describe('addCreatedPost (a new post goes to the top)', () => {
  const older = buildPost({ id: 1, title: 'Older', created_by: 7 })
  const created = buildPost({ id: 99, slug: 'fresh-99', title: 'Fresh', created_by: 7 })

  it('puts the new post first in a plain feed and counts it', () => {
    const client = seeded({ feed: 'new' }, [older])
    addCreatedPost(client, created)
    expect(titles(client, { feed: 'new' })).toEqual(['Fresh', 'Older'])
    const data = client.getQueryData<InfiniteData<PostPage>>(postKeys.list({ feed: 'new' }))
    expect(data?.pages[0]?.pagination.total_objects).toBe(2)
  })

  it('never adds the same post twice', () => {
    const client = seeded({ feed: 'top-voted' }, [older])
    addCreatedPost(client, created)
    addCreatedPost(client, created)
    expect(titles(client, { feed: 'top-voted' })).toEqual(['Fresh', 'Older'])
  })

  it("adds it to the author's own list, not to someone else's", () => {
    const mine = seeded({ profileId: 7 }, [older])
    addCreatedPost(mine, created)
    expect(titles(mine, { profileId: 7 })).toEqual(['Fresh', 'Older'])

    const theirs = seeded({ profileId: 8 }, [older])
    addCreatedPost(theirs, created)
    expect(titles(theirs, { profileId: 8 })).toEqual(['Older'])
  })

  it('leaves searches and group lists alone but marks them stale', () => {
    const client = seeded({ feed: 'new', query: 'heat' }, [older])
    client.setQueryData(postKeys.list({ groupSlug: 'noir-club' }), page([older]))
    addCreatedPost(client, created)
    expect(titles(client, { feed: 'new', query: 'heat' })).toEqual(['Older'])
    expect(client.getQueryState(postKeys.list({ feed: 'new', query: 'heat' }))?.isInvalidated).toBe(
      true,
    )
    expect(client.getQueryState(postKeys.list({ groupSlug: 'noir-club' }))?.isInvalidated).toBe(
      true,
    )
  })

  it('fills the detail cache so the post page opens at once', () => {
    const client = new QueryClient()
    addCreatedPost(client, created)
    expect(client.getQueryData(postKeys.detail('fresh-99'))).toEqual(created)
  })
})
