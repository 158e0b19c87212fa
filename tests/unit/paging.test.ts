import { describe, expect, it } from 'vitest'
import { nextPage, uniqueBy, uniqueById } from '#lib/paging'

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
        { results: [{ id: 3, v: 'a' }, { id: 2, v: 'a' }] },
        { results: [{ id: 2, v: 'b' }, { id: 1, v: 'b' }] },
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
})
