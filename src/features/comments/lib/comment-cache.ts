import type { InfiniteData } from '@tanstack/react-query'
import type { Comment, CommentPage, CommentVotes } from '../api/comment-queries'

export type CommentPages = InfiniteData<CommentPage, unknown>

/** Finds a comment (top-level or reply) in the loaded pages. */
export function findComment(data: CommentPages | undefined, id: number): Comment | undefined {
  for (const page of data?.pages ?? []) {
    for (const comment of page.results) {
      if (comment.id === id) return comment
      const reply = comment.children.find((child) => child.id === id)
      if (reply) return reply
    }
  }
  return undefined
}

function mapTopLevel(data: CommentPages, change: (comment: Comment) => Comment): CommentPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, results: page.results.map(change) })),
  }
}

/** Applies `change` to one comment, top-level or reply, in every page that holds it. */
export function updateComment(
  data: CommentPages,
  id: number,
  change: (comment: Comment) => Comment,
): CommentPages {
  return mapTopLevel(data, (comment) => {
    if (comment.id === id) return change(comment)
    if (!comment.children.some((child) => child.id === id)) return comment
    return {
      ...comment,
      children: comment.children.map((child) => (child.id === id ? change(child) : child)),
    }
  })
}

/**
 * A new top-level comment goes at the top of the list, a reply at the top of its parent's children
 * (docs/behaviour.md#comments). The server lists every reply below a top-level comment in its
 * `children` (one level shown), so a reply to a reply joins the children of the root of its
 * `hierarchy`.
 */
export function addComment(data: CommentPages, comment: Comment): CommentPages {
  if (findComment(data, comment.id)) return data
  const rootId = comment.hierarchy[0] ?? comment.parent_comment
  if (rootId === null || rootId === undefined) {
    const [first, ...rest] = data.pages
    if (!first) return data
    return {
      ...data,
      pages: [
        {
          ...first,
          results: [comment, ...first.results],
          pagination: { ...first.pagination, total_objects: first.pagination.total_objects + 1 },
        },
        ...rest,
      ],
    }
  }
  return mapTopLevel(data, (parent) =>
    parent.id === rootId ? { ...parent, children: [comment, ...parent.children] } : parent,
  )
}

/**
 * The comments a delete takes away: the comment and every reply below it (the server deletes
 * them together). For a top-level comment that is all its children; for a reply, the siblings
 * whose `hierarchy` passes through it.
 */
export function commentsRemovedWith(data: CommentPages | undefined, id: number): number[] {
  for (const page of data?.pages ?? []) {
    for (const comment of page.results) {
      if (comment.id === id) return [id, ...comment.children.map((child) => child.id)]
      if (comment.children.some((child) => child.id === id)) {
        return [
          id,
          ...comment.children
            .filter((child) => child.hierarchy.includes(id))
            .map((child) => child.id),
        ]
      }
    }
  }
  return [id]
}

/** Removes a comment and its replies from every page. */
export function removeComment(data: CommentPages, id: number): CommentPages {
  const removed = new Set(commentsRemovedWith(data, id))
  return {
    ...data,
    pages: data.pages.map((page) => {
      const results = page.results
        .filter((comment) => !removed.has(comment.id))
        .map((comment) =>
          comment.children.some((child) => removed.has(child.id))
            ? { ...comment, children: comment.children.filter((child) => !removed.has(child.id)) }
            : comment,
        )
      const dropped = page.results.length - results.length
      return dropped === 0
        ? { ...page, results }
        : {
            ...page,
            results,
            pagination: {
              ...page.pagination,
              total_objects: Math.max(0, page.pagination.total_objects - dropped),
            },
          }
    }),
  }
}

/** Replaces a comment's votes (docs/behaviour.md#votes). */
export function setCommentVotes(data: CommentPages, id: number, votes: CommentVotes): CommentPages {
  return updateComment(data, id, (comment) => ({ ...comment, votes }))
}
