import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { apiDelete, apiPut } from '#lib/api/client'
import {
  postKeys,
  updateCachedPost,
  type Post,
  type PostPage,
  type PostUpdateRequest,
} from './post-queries'

/**
 * PUT /api/content/post (openapi `updatePost`: the payload adds `id` and keeps the post's boards;
 * status A). The edit replaces the post in every list and in its detail
 * (docs/behaviour.md#posts-and-feeds).
 */
export function useUpdatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PostUpdateRequest) => apiPut('/api/content/post', { body }),
    onSuccess: (post) => updateCachedPost(queryClient, post.id, () => post),
  })
}

/**
 * A deleted post leaves every list it was in, and its detail (docs/behaviour.md#posts-and-feeds).
 */
export function removeCachedPost(
  queryClient: ReturnType<typeof useQueryClient>,
  post: Pick<Post, 'id' | 'slug'>,
): void {
  queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: postKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => {
            const results = page.results.filter((item) => item.id !== post.id)
            const removed = page.results.length - results.length
            return removed === 0
              ? page
              : {
                  ...page,
                  results,
                  pagination: {
                    ...page.pagination,
                    total_objects: Math.max(0, page.pagination.total_objects - removed),
                  },
                }
          }),
        }
      : data,
  )
  queryClient.removeQueries({ queryKey: postKeys.detail(post.slug), exact: true })
}

/** DELETE /api/content/post with the id only (openapi `deletePost`), expecting 200. */
export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (post: Post) => apiDelete('/api/content/post', { body: { id: post.id } }),
    onSuccess: (_result, post) => removeCachedPost(queryClient, post),
  })
}
