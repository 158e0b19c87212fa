import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query'
import type { components } from '../../../../openapi/schema.gen'
import { apiGet } from '../../../lib/api/client'

type Schemas = components['schemas']

export type Board = Schemas['Board']
export type BoardPage = Schemas['BoardPage']
export type BoardRef = Schemas['BoardRef']
export type SavedBoard = Schemas['SavedBoard']
export type BoardPost = Schemas['Post']
export type BoardPostPage = Schemas['PostPage']

/**
 * The /boards filters (openapi `BoardFilter`, an enum: `popular` by activity, `new` by creation,
 * `top-level` only boards without a parent). The route drops any other value from the URL.
 */
export type BoardFilter = Schemas['BoardFilter']

export interface BoardListFilters {
  query?: string
  filter?: BoardFilter
}

/** Only the filters that are set, so `{}` and `{ query: undefined }` share one cache entry. */
function definedFilters({ query, filter }: BoardListFilters): BoardListFilters {
  return { ...(query ? { query } : {}), ...(filter ? { filter } : {}) }
}

export const boardKeys = {
  all: ['boards'] as const,
  top: () => [...boardKeys.all, 'top'] as const,
  lists: () => [...boardKeys.all, 'list'] as const,
  list: (filters: BoardListFilters) => [...boardKeys.lists(), definedFilters(filters)] as const,
  details: () => [...boardKeys.all, 'detail'] as const,
  detail: (slug: string) => [...boardKeys.details(), slug] as const,
  /*
   * A board's posts are a list of posts, so they live with the other lists of posts
   * (`['posts', 'list', filters]`, whose filters already name `{ boardSlug }`). The cards' own
   * cache work — an upvote, a comment count, a new post refetching the lists it cannot place —
   * reaches every key under ['posts', 'list'] and would miss this list anywhere else.
   */
  posts: (slug: string) => ['posts', 'list', { boardSlug: slug }] as const,
}

/** The next page of a paged list, while the server says there is one. */
function nextPage(last: { pagination: Schemas['Pagination'] }): number | undefined {
  return last.pagination.has_next ? last.pagination.current_page + 1 : undefined
}

export const boardQueries = {
  /** Spec §2: the "Top Boards" side list of a post page (the first page is enough). */
  top: () =>
    queryOptions({
      queryKey: boardKeys.top(),
      queryFn: ({ signal }) => apiGet('/api/board/top', { query: { page: 1 }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** The /boards grid (spec §7 `GET /api/board?page&query&filter`), page by page. */
  list: (filters: BoardListFilters) =>
    infiniteQueryOptions({
      queryKey: boardKeys.list(filters),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/board', {
          query: { page: pageParam, ...definedFilters(filters) },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** One board's header: name, picture, counts and related boards (`GET /api/board/slug/{slug}`). */
  detail: (slug: string) =>
    queryOptions({
      queryKey: boardKeys.detail(slug),
      queryFn: ({ signal }) => apiGet('/api/board/slug/{slug}', { params: { slug }, signal }),
    }),
  /** A board's posts (spec §7 `GET /api/board/post/slug/{slug}?page`), newest first. */
  posts: (slug: string) =>
    infiniteQueryOptions({
      queryKey: boardKeys.posts(slug),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/board/post/slug/{slug}', {
          params: { slug },
          query: { page: pageParam },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
}

/**
 * Every item of an infinite list once, in order: pages shift when items are added while someone
 * reads (page 2 then repeats the end of page 1), and a card must never show twice.
 */
export function uniqueById<T extends { id: number }>(
  data: InfiniteData<{ results: T[] }> | undefined,
): T[] {
  const seen = new Set<number>()
  const items: T[] = []
  for (const page of data?.pages ?? []) {
    for (const item of page.results) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      items.push(item)
    }
  }
  return items
}

/** Whether a member's saved boards include this one (spec §3 Profile `saved_boards`). */
export function isBoardSaved(
  savedBoards: readonly Pick<SavedBoard, 'id'>[] | null | undefined,
  boardId: number,
): boolean {
  return savedBoards?.some((saved) => saved.id === boardId) ?? false
}
