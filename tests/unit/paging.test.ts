import { InfiniteQueryObserver, QueryClient, focusManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  REFRESHED_PAGES_MAX,
  loadNextPage,
  nextPage,
  staleTimeFor,
  uniqueBy,
  uniqueById,
} from '#lib/paging'

function pagination(current: number, hasNext: boolean) {
  return {
    has_previous: current > 1,
    has_next: hasNext,
    current_page: current,
    total_pages: hasNext ? current + 1 : current,
    total_objects: 0,
  }
}

describe('paging', () => {
  it('asks for the next page only while the server says there is one', () => {
    expect(nextPage({ pagination: pagination(1, true) })).toBe(2)
    expect(nextPage({ pagination: pagination(3, false) })).toBeUndefined()
  })

  it('shows each item of overlapping pages once, in order, the first copy winning', () => {
    const data = {
      pages: [
        {
          results: [
            { id: 3, v: 'a' },
            { id: 2, v: 'a' },
          ],
        },
        {
          results: [
            { id: 2, v: 'b' },
            { id: 1, v: 'b' },
          ],
        },
      ],
      pageParams: [1, 2],
    }
    expect(uniqueById(data)).toEqual([
      { id: 3, v: 'a' },
      { id: 2, v: 'a' },
      { id: 1, v: 'b' },
    ])
    expect(uniqueById(undefined)).toEqual([])
  })

  it('tells items apart by any key', () => {
    expect(uniqueBy(['a', 'b', 'A', 'c'], (item) => item.toLowerCase())).toEqual(['a', 'b', 'c'])
  })

  describe('"Load more"', () => {
    /** A three-page list whose server answers after `delayMs`, counting the pages asked for. */
    async function pagedList(delayMs = 5) {
      const asked: number[] = []
      const server = { down: false }
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
      const observer = new InfiniteQueryObserver(client, {
        queryKey: ['films'],
        initialPageParam: 1,
        queryFn: async ({ pageParam }: { pageParam: number }) => {
          asked.push(pageParam)
          await new Promise((done) => setTimeout(done, delayMs))
          if (server.down) throw new Error('502 Bad Gateway')
          return { results: [{ id: pageParam }], pagination: pagination(pageParam, pageParam < 3) }
        },
        getNextPageParam: nextPage,
      })
      const unsubscribe = observer.subscribe(() => undefined)
      await observer.refetch()
      asked.length = 0
      return { asked, client, server, observer, unsubscribe }
    }

    it('appends one page for one press, and a double press still one page', async () => {
      const { asked, observer, unsubscribe } = await pagedList()
      const screen = observer.getCurrentResult()
      await Promise.all([loadNextPage(screen), loadNextPage(screen)])
      expect(observer.getCurrentResult().data?.pages).toHaveLength(2)
      expect(asked).toEqual([2])
      unsubscribe()
    })

    it('still appends a page when pressed just as a refetch began, before the screen knew', async () => {
      const { asked, observer, unsubscribe } = await pagedList()
      // What the button rendered with: nothing in flight.
      const screen = observer.getCurrentResult()
      expect(screen.isFetching).toBe(false)
      // The tab comes back and the loaded page is refetched; the press lands before the next render.
      void observer.refetch()
      await loadNextPage(screen)
      expect(observer.getCurrentResult().data?.pages).toHaveLength(2)
      expect(asked).toEqual([1, 2])
      unsubscribe()
    })

    it('still appends a page when a refetch cancels the page on its way (a sign-in)', async () => {
      const { asked, client, observer, unsubscribe } = await pagedList()
      const press = loadNextPage(observer.getCurrentResult())
      // The member signs in while page 2 is on its way: every post list is refetched.
      await client.invalidateQueries({ queryKey: ['films'] })
      await press
      expect(observer.getCurrentResult().data?.pages).toHaveLength(2)
      expect(asked).toEqual([2, 1, 2])
      unsubscribe()
    })

    it('still appends a page when refetches swallow the press twice in a row', async () => {
      const { asked, client, observer, unsubscribe } = await pagedList()
      const press = loadNextPage(observer.getCurrentResult())
      // A sign-in and the tab coming back: two refetches of every post list, back to back, each
      // taking over the page on its way.
      await client.invalidateQueries({ queryKey: ['films'] })
      void client.invalidateQueries({ queryKey: ['films'] })
      await press
      await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false))
      expect(observer.getCurrentResult().data?.pages).toHaveLength(2)
      expect(asked.filter((page) => page === 2).length).toBeGreaterThanOrEqual(1)
      unsubscribe()
    })

    it('asks once, not twice, when the next page fails', async () => {
      const { asked, server, observer, unsubscribe } = await pagedList()
      server.down = true
      await loadNextPage(observer.getCurrentResult())
      expect(asked).toEqual([2])
      expect(observer.getCurrentResult().isFetchNextPageError).toBe(true)
      unsubscribe()
    })
  })

  describe('a list refreshed as time passes', () => {
    afterEach(() => {
      vi.useRealTimers()
      focusManager.setFocused(undefined)
    })

    /** A list of `pages` loaded pages, fresh for 30 s, that counts the pages asked for. */
    async function loadedList(pages: number) {
      const asked: number[] = []
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: staleTimeFor(30_000) } },
      })
      // As QueryClientProvider does: the client hears the tab coming back.
      client.mount()
      onTestFinished(() => client.unmount())
      const options = {
        queryKey: ['films'],
        initialPageParam: 1,
        queryFn: ({ pageParam }: { pageParam: number }) => {
          asked.push(pageParam)
          return Promise.resolve({
            results: [{ id: pageParam }],
            pagination: pagination(pageParam, true),
          })
        },
        getNextPageParam: nextPage,
      }
      const observer = new InfiniteQueryObserver(client, options)
      const unsubscribe = observer.subscribe(() => undefined)
      await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1))
      for (let page = 2; page <= pages; page += 1) await observer.fetchNextPage()
      asked.length = 0
      return { asked, client, observer, options, unsubscribe }
    }

    /** The reader leaves the tab, a minute passes, and they come back. */
    async function comeBackAfterAMinute() {
      focusManager.setFocused(false)
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 60_000)
      focusManager.setFocused(true)
      await new Promise((done) => setTimeout(done, 20))
    }

    it('asks again for a short list, every page, when the reader comes back', async () => {
      const { asked, unsubscribe } = await loadedList(REFRESHED_PAGES_MAX)
      await comeBackAfterAMinute()
      await vi.waitFor(() => expect(asked).toEqual([1, 2, 3]))
      unsubscribe()
    })

    it('leaves a list paged far into as it is, on coming back to the tab or to the list', async () => {
      const { asked, client, options, unsubscribe } = await loadedList(REFRESHED_PAGES_MAX + 1)
      await comeBackAfterAMinute()
      // Back to the list: its page shows it again and prefetches it.
      unsubscribe()
      const again = new InfiniteQueryObserver(client, options).subscribe(() => undefined)
      await client.prefetchInfiniteQuery(options)
      await new Promise((done) => setTimeout(done, 20))
      expect(asked).toEqual([])
      again()
    })

    it('still asks again for a long list that something changed (a sign-in)', async () => {
      const { asked, client, unsubscribe } = await loadedList(REFRESHED_PAGES_MAX + 1)
      await client.invalidateQueries({ queryKey: ['films'] })
      expect(asked).toEqual([1, 2, 3, 4])
      unsubscribe()
    })
  })
})
