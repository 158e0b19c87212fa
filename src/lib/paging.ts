import type { InfiniteData } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'

type Pagination = components['schemas']['Pagination']

/**
 * The page after `last`, while the server says there is one: the `getNextPageParam` of every
 * paged list (each answer carries the contract's `Pagination`).
 */
export function nextPage(last: { pagination: Pagination }): number | undefined {
  return last.pagination.has_next ? last.pagination.current_page + 1 : undefined
}

/** The most pages a list may hold and still be fetched again because time passed. */
export const REFRESHED_PAGES_MAX = 3

/**
 * How long a read stays fresh: `ms`, except a list paged further than REFRESHED_PAGES_MAX, which
 * stays fresh until something invalidates it (a sign-in, a post of the member's own). TanStack
 * Query fetches a stale infinite list again page by page: a reader 1,000 posts down /new sent 84
 * requests on coming back to the tab (measured) or to the feed. A long read is left as it is; a
 * short list (the first screens) still refreshes as before.
 */
export function staleTimeFor(ms: number): (query: { state: { data: unknown } }) => number {
  return (query) => (pageCount(query.state.data) > REFRESHED_PAGES_MAX ? Infinity : ms)
}

function pageCount(data: unknown): number {
  return typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages)
    ? data.pages.length
    : 0
}

/** Each item once, in order, the first copy winning: two items are the same when `key` says so. */
export function uniqueBy<T, K>(items: Iterable<T>, key: (item: T) => K): T[] {
  const seen = new Set<K>()
  const unique: T[] = []
  for (const item of items) {
    const id = key(item)
    if (seen.has(id)) continue
    seen.add(id)
    unique.push(item)
  }
  return unique
}

/**
 * Every item of the loaded pages of an infinite list once, in order. Pages overlap when items
 * are added while someone reads (page 2 then repeats the last of page 1), and a card must never
 * show twice; the first copy wins because it is the one our own cache updates touched.
 */
export function uniqueById<T extends { id: number }>(
  data: InfiniteData<{ results: T[] }, unknown> | undefined,
): T[] {
  return uniqueBy(
    (data?.pages ?? []).flatMap((page) => page.results),
    (item) => item.id,
  )
}

/** What an infinite query's answer says about its pages (a `useInfiniteQuery` result fits). */
interface LoadedPages {
  data?: { pages: readonly unknown[] }
  hasNextPage: boolean
  isFetchNextPageError: boolean
}

/** What "Load more" needs of an infinite query (a `useInfiniteQuery` result fits). */
export interface NextPageLoader extends LoadedPages {
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<LoadedPages>
}

/** How often a press asks for its page when refetches keep taking the request over. */
const LOAD_MORE_ATTEMPTS = 4

/**
 * "Load more": one press, one page. A press while the next page is on its way joins that request,
 * so a double click never skips a page. A press while the loaded pages are being refetched (after
 * a sign-in, on focus) waits for that refetch and then asks for the next page: TanStack
 * Query hands back the refetch instead, and the press would otherwise do nothing. The refetch may
 * have started after the screen last rendered (the press sees `isFetching` false), so the answer
 * is checked, not the screen: a press that brought no new page asks again. Refetches can come
 * back to back (a sign-in, then the tab coming back, each refetching every post list), so it asks
 * until the page is in, a few times at most (CI lost a press to two in a row).
 */
export async function loadNextPage(list: NextPageLoader): Promise<void> {
  const before = list.data?.pages.length ?? 0
  for (let attempt = 0; attempt < LOAD_MORE_ATTEMPTS; attempt += 1) {
    const answer = await list.fetchNextPage({ cancelRefetch: false })
    const grew = (answer.data?.pages.length ?? 0) > before
    if (grew || answer.isFetchNextPageError || !answer.hasNextPage) return
  }
}
