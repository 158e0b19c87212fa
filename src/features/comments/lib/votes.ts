import type { CommentVotes, VoteCategory } from '../api/comment-queries'

/**
 * What a vote does, as the server counts it (so the optimistic update matches its answer):
 * the same category again withdraws the vote; the other category moves it rather than
 * stacking both.
 */
export function votesAfter(votes: CommentVotes, category: VoteCategory): CommentVotes {
  if (category === 'Upvote') {
    if (votes.has_upvoted)
      return { ...votes, upvotes: Math.max(0, votes.upvotes - 1), has_upvoted: false }
    return {
      upvotes: votes.upvotes + 1,
      has_upvoted: true,
      downvotes: votes.has_downvoted ? Math.max(0, votes.downvotes - 1) : votes.downvotes,
      has_downvoted: false,
    }
  }
  if (votes.has_downvoted)
    return { ...votes, downvotes: Math.max(0, votes.downvotes - 1), has_downvoted: false }
  return {
    downvotes: votes.downvotes + 1,
    has_downvoted: true,
    upvotes: votes.has_upvoted ? Math.max(0, votes.upvotes - 1) : votes.upvotes,
    has_upvoted: false,
  }
}
