import { describe, expect, it } from 'vitest'
import type { Comment, CommentPage } from '#features/comments/api/comment-queries'
import {
  addComment,
  commentsRemovedWith,
  removeComment,
  setCommentVotes,
  updateComment,
  type CommentPages,
} from '#features/comments/lib/comment-cache'
import { votesAfter } from '#features/comments/lib/votes'
import { uniqueById } from '#lib/paging'

function comment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    post: 1,
    post_id: 1,
    parent_comment: null,
    body: `Comment ${id}`,
    status: 'A',
    created_by: 1,
    created_by_id: 1,
    created_by_ref: 'filmfan',
    created_by_pic: null,
    created_by_tagline: '',
    created_date: '1 Jan 2030',
    created_date_iso: '2030-01-01T00:00:00Z',
    show_as_quote: false,
    hierarchy: [],
    children: [],
    votes: { upvotes: 0, downvotes: 0, has_upvoted: false, has_downvoted: false },
    ...overrides,
  }
}

function page(results: Comment[], current = 1, hasNext = false): CommentPage {
  return {
    results,
    pagination: {
      has_previous: current > 1,
      has_next: hasNext,
      current_page: current,
      total_pages: hasNext ? current + 1 : current,
      total_objects: results.length,
    },
  }
}

function pages(...list: CommentPage[]): CommentPages {
  return { pages: list, pageParams: list.map((_, i) => i + 1) }
}

const reply = (id: number, parent: number, hierarchy = [parent]) =>
  comment(id, { parent_comment: parent, hierarchy })

describe('comment cache', () => {
  it('lists each top-level comment once when pages overlap', () => {
    const data = pages(page([comment(3), comment(2)], 1, true), page([comment(2), comment(1)], 2))
    expect(uniqueById<Comment>(data).map((c) => c.id)).toEqual([3, 2, 1])
    expect(uniqueById<Comment>(undefined)).toEqual([])
  })

  it('adds a comment at the top of page 1 and a reply at the top of its root’s children', () => {
    const start = pages(page([comment(1, { children: [reply(2, 1)] })]))
    const withComment = addComment(start, comment(5))
    expect(uniqueById<Comment>(withComment).map((c) => c.id)).toEqual([5, 1])
    expect(withComment.pages[0]?.pagination.total_objects).toBe(2)
    // Adding the same comment again (a refetch raced the answer) changes nothing.
    expect(addComment(withComment, comment(5))).toBe(withComment)

    const withReply = addComment(start, reply(6, 1))
    expect(withReply.pages[0]?.results[0]?.children.map((c) => c.id)).toEqual([6, 2])
    // A reply to a reply joins the children of the root of its hierarchy.
    const nested = addComment(start, reply(7, 2, [1, 2]))
    expect(nested.pages[0]?.results[0]?.children.map((c) => c.id)).toEqual([7, 2])
  })

  it('removes a comment with its replies, and a reply with the replies below it', () => {
    const root = comment(1, {
      children: [reply(4, 2, [1, 2]), reply(3, 1), reply(2, 1)],
    })
    const data = pages(page([comment(9), root]))
    expect(commentsRemovedWith(data, 1)).toEqual([1, 4, 3, 2])
    expect(commentsRemovedWith(data, 2)).toEqual([2, 4])
    expect(commentsRemovedWith(data, 3)).toEqual([3])

    const withoutReply = removeComment(data, 2)
    expect(withoutReply.pages[0]?.results[1]?.children.map((c) => c.id)).toEqual([3])
    const withoutRoot = removeComment(data, 1)
    expect(uniqueById<Comment>(withoutRoot).map((c) => c.id)).toEqual([9])
    expect(withoutRoot.pages[0]?.pagination.total_objects).toBe(1)
  })

  it('changes a comment or a reply wherever it is', () => {
    const data = pages(page([comment(1, { children: [reply(2, 1)] })]))
    const edited = updateComment(data, 2, (c) => ({ ...c, body: 'Edited' }))
    expect(edited.pages[0]?.results[0]?.children[0]?.body).toBe('Edited')
    const votes = { upvotes: 1, downvotes: 0, has_upvoted: true, has_downvoted: false }
    expect(setCommentVotes(data, 1, votes).pages[0]?.results[0]?.votes).toEqual(votes)
  })
})

describe('votesAfter (as the server counts)', () => {
  const none = { upvotes: 3, downvotes: 1, has_upvoted: false, has_downvoted: false }

  it('casts, withdraws and moves a vote', () => {
    const up = votesAfter(none, 'Upvote')
    expect(up).toEqual({ upvotes: 4, downvotes: 1, has_upvoted: true, has_downvoted: false })
    expect(votesAfter(up, 'Upvote')).toEqual(none)
    expect(votesAfter(up, 'Downvote')).toEqual({
      upvotes: 3,
      downvotes: 2,
      has_upvoted: false,
      has_downvoted: true,
    })
    const down = votesAfter(none, 'Downvote')
    expect(votesAfter(down, 'Downvote')).toEqual(none)
    expect(votesAfter(down, 'Upvote')).toEqual(up)
  })
})
