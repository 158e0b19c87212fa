import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'
import { postKeys, type PostPage } from './post-queries'

function nextPage(last: PostPage): number | undefined {
  return last.pagination.has_next ? last.pagination.current_page + 1 : undefined
}

/**
 * Spec §7 `GET /api/content/post/search?page&query` for the search dialog. Keyed like every list
 * of posts (`['posts', 'list', { search }]`), so votes, edits and deletes reach its results too.
 */
export const postSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.list({ search: query }),
    queryFn: ({ pageParam, signal }) =>
      apiGet('/api/content/post/search', { query: { page: pageParam, query }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // Results a moment old are still the right answer while the member types on.
    staleTime: 30_000,
  })
