import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CommentThread } from '#features/comments/components/comment-thread'
import { adjustCommentCount, type Post } from '#features/posts/api/post-queries'

export interface PostThreadProps {
  post: Post
  viewerId: number | null
  highlightCommentId?: number
}

/**
 * The comment thread a post card opens (its `renderThread` slot). The comments feature knows
 * nothing of posts: this wiring hands it the post and keeps the post's comment count in step
 * with what the thread adds and removes.
 */
export function PostThread({ post, viewerId, highlightCommentId }: PostThreadProps) {
  const queryClient = useQueryClient()
  return (
    <CommentThread
      postSlug={post.slug}
      postId={post.id}
      viewerId={viewerId}
      highlightCommentId={highlightCommentId}
      onCountChange={(delta) => adjustCommentCount(queryClient, post.id, delta)}
    />
  )
}

/**
 * The post page's `renderThread`: the thread is on its first screen, so its code comes with the
 * page. Lists of posts use `useFeedThread` (./feed-thread), which loads it when a thread opens.
 */
export function usePostThread(viewerId: number | null, highlightCommentId?: number) {
  return useCallback(
    (post: Post) => (
      <PostThread post={post} viewerId={viewerId} highlightCommentId={highlightCommentId} />
    ),
    [viewerId, highlightCommentId],
  )
}
