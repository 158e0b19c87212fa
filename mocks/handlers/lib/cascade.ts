import { descendantsOf } from '../../db/serialise'
import { getDb } from '../../db/store'

/**
 * Deleting a comment takes its replies with it (spec §4: the post's count falls by one plus its
 * replies). Returns how many comments went.
 */
export function deleteCommentCascade(commentId: number): number {
  const db = getDb()
  const doomed = new Set([commentId, ...descendantsOf(db, commentId).map((c) => c.id)])
  db.comments = db.comments.filter((c) => !doomed.has(c.id))
  return doomed.size
}

/** Deleting a post removes its comments and unlinks notifications that pointed at it. */
export function deletePostCascade(postId: number): void {
  const db = getDb()
  const post = db.posts.find((p) => p.id === postId)
  db.posts = db.posts.filter((p) => p.id !== postId)
  db.comments = db.comments.filter((c) => c.post_id !== postId)
  if (post)
    db.notifications = db.notifications.filter((n) => !n.url.startsWith(`/post/${post.slug}`))
}
