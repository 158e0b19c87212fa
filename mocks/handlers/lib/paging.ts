import type { components } from '#openapi/schema.gen'

export const PAGE_SIZE = 12

/** One page of a list in the document's `{ results, pagination }` shape. */
export function paginate<T>(
  items: readonly T[],
  page: number | null | undefined,
): { results: T[]; pagination: components['schemas']['Pagination'] } {
  const current = Math.max(1, Math.floor(page ?? 1))
  const total_pages = Math.ceil(items.length / PAGE_SIZE)
  return {
    results: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    pagination: {
      has_previous: current > 1,
      has_next: current < total_pages,
      current_page: current,
      total_pages,
      total_objects: items.length,
    },
  }
}

/** Parses the `page` query parameter (the contract guard has already checked it is an integer ≥ 1). */
export function pageParam(url: string): number {
  const raw = new URL(url).searchParams.get('page')
  const page = raw === null ? 1 : Number.parseInt(raw, 10)
  return Number.isFinite(page) && page >= 1 ? page : 1
}

/** Normalises a search query like the client does: trimmed, repeated spaces collapsed, lower case. */
export function searchParam(url: string, name = 'query'): string {
  return (new URL(url).searchParams.get(name) ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
}

export function matchesQuery(query: string, ...fields: Array<string | null | undefined>): boolean {
  if (!query) return true
  return fields.some((field) => field?.toLowerCase().includes(query))
}
