import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPost } from '#lib/api/client'
import { addCreatedPost, type PostCreateRequest } from './post-queries'

export const postMutationKeys = {
  create: () => ['posts', 'create'] as const,
}

/**
 * POST /api/content/post (openapi `createPost`, 201 with the new post), then the post joins the
 * lists.
 */
export function useCreatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: postMutationKeys.create(),
    mutationFn: (body: PostCreateRequest) => apiPost('/api/content/post', { body }),
    onSuccess: (post) => addCreatedPost(queryClient, post),
  })
}
