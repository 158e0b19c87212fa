import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'
import { nextPage } from '#lib/paging'

type Schemas = components['schemas']

export type Board = Schemas['Board']
export type BoardPage = Schemas['BoardPage']
export type BoardRef = Schemas['BoardRef']
export type SavedBoard = Schemas['SavedBoard']

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
}

export const boardQueries = {
  /** The "Top Boards" side list of a post page (the first page is enough). */
  top: () =>
    queryOptions({
      queryKey: boardKeys.top(),
      queryFn: ({ signal }) => apiGet('/api/board/top', { query: { page: 1 }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** The /boards grid (`GET /api/board?page&query&filter`, openapi `listBoards`), page by page. */
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
}

/** Whether a member's saved boards (`saved_boards` of openapi `Profile`) include this one. */
export function isBoardSaved(
  savedBoards: readonly Pick<SavedBoard, 'id'>[] | null | undefined,
  boardId: number,
): boolean {
  return savedBoards?.some((saved) => saved.id === boardId) ?? false
}
