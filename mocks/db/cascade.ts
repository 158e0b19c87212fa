import { descendantsOf } from './serialise'
import { commit, getDb } from './store'
import { revokeTokensOf } from './tokens'
import type { ProfileRow } from './types'

/**
 * Deleting a comment takes its replies with it (docs/behaviour.md#comments: the post's count falls
 * by one plus its replies). Returns how many comments went.
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

/** Removes an account and everything it owns (docs/behaviour.md#accounts-and-sign-in). */
export function deleteAccount(profile: ProfileRow): void {
  const db = getDb()
  for (const post of db.posts.filter((p) => p.created_by === profile.id)) deletePostCascade(post.id)
  for (const comment of db.comments.filter((c) => c.created_by === profile.id)) {
    if (db.comments.some((c) => c.id === comment.id)) deleteCommentCascade(comment.id)
  }
  for (const post of db.posts) {
    const at = post.upvoter_ids.indexOf(profile.id)
    if (at >= 0) {
      post.upvoter_ids.splice(at, 1)
      post.upvoted_at.splice(at, 1)
    }
  }
  for (const comment of db.comments) {
    comment.upvoter_ids = comment.upvoter_ids.filter((id) => id !== profile.id)
    comment.downvoter_ids = comment.downvoter_ids.filter((id) => id !== profile.id)
  }
  for (const group of db.groups) {
    group.member_ids = group.member_ids.filter((id) => id !== profile.id)
    group.administrators = group.administrators.filter((id) => id !== profile.id)
  }
  db.notifications = db.notifications.filter(
    (n) => n.recipient_id !== profile.id && n.sender_id !== profile.id,
  )
  db.recoverySessions = db.recoverySessions.filter((s) => s.profile_id !== profile.id)
  revokeTokensOf(profile.id)
  db.profiles = db.profiles.filter((p) => p.id !== profile.id)
  db.deletedEmails.push(profile.email.toLowerCase())
  commit()
}
