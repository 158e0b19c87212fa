import { infiniteQueryOptions } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'

type Schemas = components['schemas']

export type Comment = Schemas['Comment']
export type CommentPage = Schemas['CommentPage']
export type CommentVotes = Schemas['CommentVotes']
export type CommentCreateRequest = Schemas['CommentCreateRequest']
export type CommentUpdateRequest = Schemas['CommentUpdateRequest']
export type VoteCategory = Schemas['VoteCategory']
export type CommentVoteResult = Schemas['CommentVoteResult']

/*
 * Public data (visitors read comments: docs/behaviour.md#visitors-and-members), so no 'private'
 * prefix; `votes.has_upvoted` and `has_downvoted` are the viewer's, which is why the session
 * refetches public queries when the viewer changes. The highlighted comment is part of the key: it
 * changes what page 1 holds.
 */
export const commentKeys = {
  all: ['comments'] as const,
  lists: () => [...commentKeys.all, 'list'] as const,
  /** Every thread of one post, whatever comment it highlights. */
  post: (postSlug: string) => [...commentKeys.lists(), postSlug] as const,
  list: (postSlug: string, highlightCommentId?: number) =>
    [...commentKeys.post(postSlug), highlightCommentId ?? null] as const,
}

export const commentQueries = {
  /**
   * A post's top-level comments with their replies (openapi `listPostComments`), page by page
   * while `has_next`. The highlighted comment is sent with every page, not only the first: the
   * server moves its thread to the front of the whole list, and asking page 2 of the unmoved list
   * would skip the comment the move pushed across the page boundary.
   */
  list: (postSlug: string, highlightCommentId?: number) =>
    infiniteQueryOptions({
      queryKey: commentKeys.list(postSlug, highlightCommentId),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/content/comment/post', {
          query: { slug: postSlug, page: pageParam, comment: highlightCommentId },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last: CommentPage) =>
        last.pagination.has_next ? last.pagination.current_page + 1 : undefined,
    }),
}
