import { describe, expect, it } from 'vitest'
import { rememberedHeights, rememberHeights } from '#features/posts/lib/long-list'

describe('the heights a long list of posts remembers (VirtualPostList places cards by them)', () => {
  it('keeps the latest height of each post at one width', () => {
    rememberHeights(720, [
      [1, 300],
      [2, 480.5],
    ])
    rememberHeights(720, [[1, 320]])
    expect(rememberedHeights().get(1)).toBe(320)
    expect(rememberedHeights().get(2)).toBe(480.5)
  })

  it('forgets them when the list is measured at another width, since a card’s height follows it', () => {
    rememberHeights(720, [[1, 300]])
    rememberHeights(343, [[3, 610]])
    expect(rememberedHeights().has(1)).toBe(false)
    expect(rememberedHeights().get(3)).toBe(610)
  })

  it('ignores what is no height (a card not laid out) and what is no post', () => {
    rememberHeights(500, [
      [4, 0],
      [Number.NaN, 200],
    ])
    expect(rememberedHeights().has(4)).toBe(false)
    expect(rememberedHeights().size).toBe(0)
  })
})
