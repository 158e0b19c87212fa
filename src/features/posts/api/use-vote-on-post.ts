import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiPut } from '#lib/api/client'
import { getPost, updateCachedPost, type Post, type PostVotes } from './post-queries'

export const postVoteMutationKey = ['posts', 'vote'] as const

/** The votes a click should show at once: the member's upvote toggles. */
export function toggledVotes(votes: PostVotes): PostVotes {
  return votes.has_upvoted
    ? { upvotes: Math.max(0, votes.upvotes - 1), has_upvoted: false }
    : { upvotes: votes.upvotes + 1, has_upvoted: true }
}

/**
 * After a 205 (a withdrawn vote, no totals), the post's own totals: one request for the post,
 * its votes put into every cached copy. Refetching the lists instead asked again for every page
 * they held, and a reader 1,000 posts down /new sent 84 requests for one click.
 * An answer overtaken by a later vote on the same post is dropped: that vote's own answer is newer.
 * The answer is not written to the cache as a whole (as `fetchQuery` would), or it would replace
 * the post page's count of that later vote before the check below.
 * If the request fails, the count the click showed stays: the server took the withdrawal.
 */
async function refreshVotes(queryClient: QueryClient, post: Post): Promise<void> {
  const askedAt = Date.now()
  const fresh = await getPost(post.slug).catch(() => undefined)
  const overtaken = queryClient.getMutationCache().findAll({
    mutationKey: postVoteMutationKey,
    predicate: (vote) =>
      (vote.state.variables as Post | undefined)?.id === post.id &&
      vote.state.submittedAt >= askedAt,
  })
  if (fresh && overtaken.length === 0) {
    updateCachedPost(queryClient, post.id, (cached) => ({ ...cached, votes: fresh.votes }))
  }
}

/**
 * PUT /api/reaction/vote/post (openapi `voteOnPost`: posts take "Upvote"; the same again withdraws
 * it). Optimistic (docs/behaviour.md#votes): every cached copy of the post shows the new count at once and goes
 * back if the server refuses. 200 carries the real totals; 205 has no body, so the post's totals
 * are asked for (refreshVotes).
 */
export function useVoteOnPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: postVoteMutationKey,
    mutationFn: (post: Post) =>
      apiPut('/api/reaction/vote/post', { body: { id: post.id, category: 'Upvote' } }),
    // No cancelQueries here: it would also cancel a "load more" in flight. A refetch that lands
    // mid-vote shows the server's count for a moment; onSuccess puts the real totals back.
    onMutate: (post) => {
      const before = post.votes
      updateCachedPost(queryClient, post.id, (cached) => ({
        ...cached,
        votes: toggledVotes(cached.votes),
      }))
      return { before }
    },
    onError: (_error, post, context) => {
      if (context) {
        updateCachedPost(queryClient, post.id, (cached) => ({ ...cached, votes: context.before }))
      }
    },
    onSuccess: (result, post) => {
      if (result && 'votes' in result) {
        updateCachedPost(queryClient, post.id, (cached) => ({ ...cached, votes: result.votes }))
      } else {
        void refreshVotes(queryClient, post)
      }
    },
  })
}
