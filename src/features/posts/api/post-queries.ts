import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { components } from '../../../../openapi/schema.gen'

type Schemas = components['schemas']

export type Post = Schemas['Post']
export type PostPage = Schemas['PostPage']
export type PostType = Schemas['PostType']
export type PostCreateRequest = Schemas['PostCreateRequest']

/** The feeds of spec §7 `GET /api/content/post/{ordering}`. */
export type PostFeed = 'top-voted' | 'trending' | 'new' | 'visual'

/** What a cached list of posts shows; every list is keyed under `postKeys.lists()`. */
export type PostListFilters =
  | { feed: PostFeed; query?: string }
  | { profileId: number }
  | { groupSlug: string; query?: string }
  | { boardSlug: string }
  | { search: string; profileId?: number }

/*
 * Public data (spec §6: anyone reads posts), so no 'private' prefix; `votes.has_upvoted` is
 * viewer-specific, which is why the session marks these stale when the viewer changes.
 */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (filters: PostListFilters) => [...postKeys.lists(), filters] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (slug: string) => [...postKeys.details(), slug] as const,
}

/**
 * Whether a new post belongs at the top of a list already on screen (spec §4: "Create post adds
 * it at the top"). The plain feeds and the author's own posts show it; a search, a board or a
 * group list cannot be judged here (boards start empty, a group is known by slug), so those are
 * left to refetch.
 */
export function showsNewPost(filters: PostListFilters, post: Post): boolean {
  if ('feed' in filters) return !filters.query
  if ('search' in filters || 'boardSlug' in filters || 'groupSlug' in filters) return false
  return filters.profileId === post.created_by
}

function prepend(data: InfiniteData<PostPage>, post: Post): InfiniteData<PostPage> {
  const [first, ...rest] = data.pages
  if (!first || first.results.some((item) => item.id === post.id)) return data
  const total = first.pagination.total_objects + 1
  return {
    ...data,
    pages: [
      {
        ...first,
        results: [post, ...first.results],
        pagination: { ...first.pagination, total_objects: total },
      },
      ...rest,
    ],
  }
}

/**
 * Puts a freshly created post where the member expects it: at the top of every cached list that
 * should show it, and in the detail cache for its own page. The other lists are marked stale and
 * fetch again when next shown.
 */
export function addCreatedPost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData(postKeys.detail(post.slug), post)
  for (const query of queryClient.getQueryCache().findAll({ queryKey: postKeys.lists() })) {
    const filters = query.queryKey[2] as PostListFilters | undefined
    if (filters && showsNewPost(filters, post)) {
      queryClient.setQueryData<InfiniteData<PostPage>>(query.queryKey, (data) =>
        data ? prepend(data, post) : data,
      )
    } else {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
    }
  }
}
