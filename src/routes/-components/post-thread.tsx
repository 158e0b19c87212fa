import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CommentThread } from '#features/comments/components/comment-thread'
import { adjustCommentCount, type Post } from '#features/posts/api/post-queries'

/**
 * The comment thread a post card opens (its `renderThread` slot). The comments feature knows
 * nothing of posts: this wiring hands it the post and keeps the post's comment count in step
 * with what the thread adds and removes.
 */
export function usePostThread(viewerId: number | null, highlightCommentId?: number) {
  const queryClient = useQueryClient()
  return useCallback(
    (post: Post) => (
      <CommentThread
        postSlug={post.slug}
        postId={post.id}
        viewerId={viewerId}
        highlightCommentId={highlightCommentId}
        onCountChange={(delta) => adjustCommentCount(queryClient, post.id, delta)}
      />
    ),
    [queryClient, viewerId, highlightCommentId],
  )
}
