import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../openapi/schema.gen'
import { apiGet } from '../../../lib/api/client'

export type Board = components['schemas']['Board']
export type BoardPage = components['schemas']['BoardPage']

export const boardKeys = {
  all: ['boards'] as const,
  top: () => [...boardKeys.all, 'top'] as const,
}

export const boardQueries = {
  /** Spec §2: the "Top Boards" side list of a post page (the first page is enough). */
  top: () =>
    queryOptions({
      queryKey: boardKeys.top(),
      queryFn: ({ signal }) => apiGet('/api/board/top', { query: { page: 1 }, signal }),
      staleTime: 5 * 60_000,
    }),
}
