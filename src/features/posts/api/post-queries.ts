import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'
import { nextPage } from '#lib/paging'

type Schemas = components['schemas']

export type Post = Schemas['Post']
export type PostPage = Schemas['PostPage']
export type PostType = Schemas['PostType']
export type PostCreateRequest = Schemas['PostCreateRequest']
export type PostVotes = Schemas['PostVotes']
export type PostUpdateRequest = Schemas['PostUpdateRequest']

/**
 * The feeds of `GET /api/content/post/{ordering}` (openapi `listTopVotedPosts` and its siblings).
 */
export type PostFeed = 'top-voted' | 'trending' | 'new' | 'visual'

/** What a cached list of posts shows; every list is keyed under `postKeys.lists()`. */
export type PostListFilters =
  | { feed: PostFeed; query?: string }
  | { profileId: number }
  | { groupSlug: string; query?: string }
  | { boardSlug: string }
  | { search: string; profileId?: number }

/*
 * Public data (anyone reads posts: docs/behaviour.md#visitors-and-members), so no 'private' prefix;
 * `votes.has_upvoted` is viewer-specific, which is why the session marks these stale when the
 * viewer changes.
 */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (filters: PostListFilters) => [...postKeys.lists(), filters] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (slug: string) => [...postKeys.details(), slug] as const,
}

/**
 * Whether a new post belongs at the top of a list already on screen
 * (docs/behaviour.md#posts-and-feeds). The plain feeds and the author's own posts show it; a
 * search, a board or a group list cannot be judged here (boards start empty, a group is known by
 * slug), so those are left to refetch.
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

/** One factory per resource (README.md → Layout, "A query"): loaders, components and invalidation use the same keys. */
export const postQueries = {
  /** A discussion feed (`GET /api/content/post/{ordering}?page&query`), page by page. */
  feed: (feed: PostFeed, query?: string) =>
    infiniteQueryOptions({
      queryKey: postKeys.list(query ? { feed, query } : { feed }),
      queryFn: ({ pageParam, signal }) =>
        apiGet(`/api/content/post/${feed}`, {
          query: query ? { page: pageParam, query } : { page: pageParam },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** A member's own posts (openapi `listPostsByProfile`). */
  byProfile: (profileId: number) =>
    infiniteQueryOptions({
      queryKey: postKeys.list({ profileId }),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/content/post/profile/{profileId}', {
          params: { profileId },
          query: { page: pageParam },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** A group's posts (openapi `listPostsByGroup`). */
  byGroup: (groupSlug: string, query?: string) =>
    infiniteQueryOptions({
      queryKey: postKeys.list(query ? { groupSlug, query } : { groupSlug }),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/content/post/group/slug/{groupSlug}', {
          params: { groupSlug },
          query: query ? { page: pageParam, query } : { page: pageParam },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** A board's posts (openapi `listBoardPosts`), newest first. */
  byBoard: (boardSlug: string) =>
    infiniteQueryOptions({
      queryKey: postKeys.list({ boardSlug }),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/board/post/slug/{slug}', {
          params: { slug: boardSlug },
          query: { page: pageParam },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /**
   * The post search (openapi `searchPosts`), optionally
   * narrowed to one author.
   */
  search: (query: string, profileId?: number) =>
    infiniteQueryOptions({
      queryKey: postKeys.list(
        profileId === undefined ? { search: query } : { search: query, profileId },
      ),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/content/post/search', {
          query:
            profileId === undefined
              ? { page: pageParam, query }
              : { page: pageParam, query, profile: profileId },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: postKeys.detail(slug),
      queryFn: ({ signal }) => getPost(slug, signal),
    }),
}

/** GET /api/content/post/slug/{postSlug} (openapi `getPostBySlug`). */
export function getPost(slug: string, signal?: AbortSignal): Promise<Post> {
  return apiGet('/api/content/post/slug/{postSlug}', { params: { postSlug: slug }, signal })
}

/** Applies `change` to a post wherever it is cached: every list and its detail. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: number,
  change: (post: Post) => Post,
): void {
  queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: postKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((post) => (post.id === postId ? change(post) : post)),
          })),
        }
      : data,
  )
  queryClient.setQueriesData<Post>({ queryKey: postKeys.details() }, (post) =>
    post && post.id === postId ? change(post) : post,
  )
}

/**
 * A new comment adds one to its post's count; a deleted one takes itself and its replies
 * (docs/behaviour.md#comments).
 */
export function adjustCommentCount(queryClient: QueryClient, postId: number, delta: number): void {
  updateCachedPost(queryClient, postId, (post) => ({
    ...post,
    num_comments: Math.max(0, post.num_comments + delta),
  }))
}
