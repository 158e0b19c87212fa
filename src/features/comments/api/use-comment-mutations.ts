import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiDelete, apiPost, apiPut } from '#lib/api/client'
import {
  addComment,
  findComment,
  removeComment,
  setCommentVotes,
  updateComment,
  type CommentPages,
} from '../lib/comment-cache'
import { votesAfter } from '../lib/votes'
import {
  commentKeys,
  type Comment,
  type CommentCreateRequest,
  type CommentUpdateRequest,
  type CommentVoteResult,
  type CommentVotes,
  type VoteCategory,
} from './comment-queries'

export const commentMutationKeys = {
  create: (postSlug: string) => ['comments', 'create', postSlug] as const,
  update: (postSlug: string) => ['comments', 'update', postSlug] as const,
  delete: (postSlug: string) => ['comments', 'delete', postSlug] as const,
  vote: (commentId: number) => ['comments', 'vote', commentId] as const,
}

/**
 * Applies a change to every cached thread of the post (with or without a highlighted comment),
 * so the thread looks the same wherever it is shown next.
 */
function changeThreads(
  queryClient: QueryClient,
  postSlug: string,
  change: (data: CommentPages) => CommentPages,
): void {
  queryClient.setQueriesData<CommentPages>({ queryKey: commentKeys.post(postSlug) }, (data) =>
    data ? change(data) : data,
  )
}

function cachedComment(
  queryClient: QueryClient,
  postSlug: string,
  id: number,
): Comment | undefined {
  for (const [, data] of queryClient.getQueriesData<CommentPages>({
    queryKey: commentKeys.post(postSlug),
  })) {
    const found = findComment(data, id)
    if (found) return found
  }
  return undefined
}

/*
 * docs/behaviour.md#comments says where a created comment goes and what a delete removes, so these
 * mutations write the answer into the cache instead of refetching: a refetch would re-page the
 * thread under the reader and drop pages they had loaded.
 */

/** POST /api/content/comment (201 with the comment): a top-level comment or a reply. */
export function useCreateComment(postSlug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: commentMutationKeys.create(postSlug),
    mutationFn: (body: CommentCreateRequest) => apiPost('/api/content/comment', { body }),
    onSuccess: (comment) =>
      changeThreads(queryClient, postSlug, (data) => addComment(data, comment)),
  })
}

/** PUT /api/content/comment (200 with the comment); the replies on screen stay as they are. */
export function useUpdateComment(postSlug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: commentMutationKeys.update(postSlug),
    mutationFn: (body: CommentUpdateRequest) => apiPut('/api/content/comment', { body }),
    onSuccess: (updated) =>
      changeThreads(queryClient, postSlug, (data) =>
        updateComment(data, updated.id, (current) => ({
          ...current,
          ...updated,
          children: current.children,
        })),
      ),
  })
}

/** DELETE /api/content/comment `{ id }` (200): the comment and its replies leave the thread. */
export function useDeleteComment(postSlug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: commentMutationKeys.delete(postSlug),
    mutationFn: (id: number) => apiDelete('/api/content/comment', { body: { id } }),
    onSuccess: (_answer, id) =>
      changeThreads(queryClient, postSlug, (data) => removeComment(data, id)),
  })
}

interface VoteContext {
  previous: CommentVotes | undefined
}

/**
 * PUT /api/reaction/vote/comment, optimistic with rollback (docs/behaviour.md#votes).
 * One hook per comment so its votes run one after another (`scope`): a quick second press
 * withdraws the first on screen and on the server in the same order.
 */
export function useVoteOnComment(postSlug: string, commentId: number) {
  const queryClient = useQueryClient()
  return useMutation<CommentVoteResult, Error, VoteCategory, VoteContext>({
    mutationKey: commentMutationKeys.vote(commentId),
    scope: { id: `comment-vote-${commentId}` },
    mutationFn: (category) =>
      apiPut('/api/reaction/vote/comment', { body: { id: commentId, category } }),
    onMutate: async (category) => {
      // A page arriving now would overwrite the optimistic votes with the old ones.
      await queryClient.cancelQueries({ queryKey: commentKeys.post(postSlug) })
      const previous = cachedComment(queryClient, postSlug, commentId)?.votes
      if (previous) {
        const next = votesAfter(previous, category)
        changeThreads(queryClient, postSlug, (data) => setCommentVotes(data, commentId, next))
      }
      return { previous }
    },
    onError: (_error, _category, context) => {
      const previous = context?.previous
      if (previous)
        changeThreads(queryClient, postSlug, (data) => setCommentVotes(data, commentId, previous))
    },
    onSuccess: (answer) =>
      changeThreads(queryClient, postSlug, (data) =>
        setCommentVotes(data, answer.id, answer.votes),
      ),
  })
}
