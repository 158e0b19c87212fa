import type { TextKey } from '#i18n/en-comments'

/**
 * The warnings a visitor gets for trying to act ("… please log in",
 * docs/behaviour.md#visitors-and-members).
 */
export type VisitorWarning = Extract<TextKey, `if_you_want_to_${string}`>

/** What every comment of a thread shares: who is reading, and the thread-wide actions. */
export interface ThreadActions {
  postSlug: string
  postId: number
  viewerId: number | null
  highlightCommentId?: number
  /** The top-level comment whose reply box is open; one at a time (docs/behaviour.md#comments). */
  replyingTo: number | null
  toggleReply: (commentId: number) => void
  /** Closes that comment's reply box if it is still the open one (after a reply, on Cancel). */
  closeReply: (commentId: number) => void
  /** A visitor tried to act: the "please log in" warning for 5 s, nothing sent. */
  warnVisitor: (key: VisitorWarning) => void
  /** A delete went through, taking `removed` comments (the comment and its replies). */
  onDeleted: (removed: number) => void
}
