import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { loadNextPage, nextPage, uniqueBy, uniqueById } from '#lib/paging'

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
      // A withdrawn vote refetches the loaded page; the press lands before the next render.
      void observer.refetch()
      await loadNextPage(screen)
      expect(observer.getCurrentResult().data?.pages).toHaveLength(2)
      expect(asked).toEqual([1, 2])
      unsubscribe()
    })

    it('still appends a page when a refetch cancels the page on its way (a vote settling)', async () => {
      const { asked, client, observer, unsubscribe } = await pagedList()
      const press = loadNextPage(observer.getCurrentResult())
      // The vote's answer arrives while page 2 is on its way: every post list is refetched.
      await client.invalidateQueries({ queryKey: ['films'] })
      await press
      expect(observer.getCurrentResult().data?.pages).toHaveLength(2)
      expect(asked).toEqual([2, 1, 2])
      unsubscribe()
    })

    it('still appends a page when refetches swallow the press twice in a row', async () => {
      const { asked, client, observer, unsubscribe } = await pagedList()
      const press = loadNextPage(observer.getCurrentResult())
      // Signing in and a vote settling: two refetches of every post list, back to back, each
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
})
