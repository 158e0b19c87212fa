import { act, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import document from '#openapi/openapi.gen.json'
import type { Post } from '#features/posts/api/post-queries'
import { VirtualPostList } from '#features/posts/components/virtual-post-list'

/**
 * jsdom lays nothing out: every card measures this (the height the list guesses for a card not
 * measured yet), the list starts at the top of the page and the screen is 768 px high.
 */
const CARD_HEIGHT = 420

function postsWithIds(ids: number[]): Post[] {
  const example = document.components.examples.PostExample.value as Post
  return ids.map((id) => ({ ...example, id, slug: `post-${id}`, title: `Post ${id}` }))
}

/** Ids from `from` down to `to`, newest first as /new lists them. */
function newestFirst(from: number, to: number): number[] {
  return Array.from({ length: from - to + 1 }, (_, index) => from - index)
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

function renderList(posts: Post[]) {
  const replacing = createRef<HTMLOListElement>()
  const card = (post: Post) => (
    <article>
      <h2>{post.title}</h2>
      <button type="button">Upvote {post.title}</button>
    </article>
  )
  const view = render(
    <VirtualPostList posts={posts} renderCard={card} replacing={replacing} aria-label="Posts" />,
  )
  return {
    rerender: (next: Post[]) =>
      view.rerender(
        <VirtualPostList posts={next} renderCard={card} replacing={replacing} aria-label="Posts" />,
      ),
  }
}

describe('VirtualPostList', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.matches('li[data-index]') ? CARD_HEIGHT : 0
    })
    const { getBoundingClientRect } = Element.prototype
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.localName !== 'ol') return getBoundingClientRect.call(this)
      return DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 720, height: 0 })
    })
  })
  afterEach(() => {
    scrollWindowTo(0)
    vi.restoreAllMocks()
  })

  it('keeps only the cards near the screen, each saying where it is in the whole list', () => {
    renderList(postsWithIds(newestFirst(1300, 1001)))
    scrollWindowTo(150 * CARD_HEIGHT)

    const items = screen.getAllByRole('listitem')
    expect(items.length).toBeLessThan(20)
    expect(screen.queryByRole('heading', { name: 'Post 1300' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Post 1150' })).toBeInTheDocument()
    expect(items[0]).toHaveAttribute('aria-setsize', '300')
  })

  it('keeps the card that holds focus in the page, also when newer posts arrive above it', () => {
    const posts = postsWithIds(newestFirst(1300, 1001))
    const { rerender } = renderList(posts)
    const upvote = screen.getByRole('button', { name: 'Upvote Post 1298' })
    act(() => upvote.focus())

    // The reader scrolls far down: the focused card stays, the others near the top go.
    scrollWindowTo(150 * CARD_HEIGHT)
    expect(screen.queryByRole('heading', { name: 'Post 1299' })).not.toBeInTheDocument()
    expect(upvote).toBeInTheDocument()
    expect(upvote).toHaveFocus()

    // The list is fetched again with three newer posts on top (a sign-in in another tab): the
    // focused post is now fifth, not third, and it is still the one kept, focus with it.
    rerender([...postsWithIds([1303, 1302, 1301]), ...posts])
    expect(upvote).toBeInTheDocument()
    expect(upvote).toHaveFocus()
    expect(upvote.closest('li')).toHaveAttribute('aria-posinset', '6')
    expect(screen.queryByRole('heading', { name: 'Post 1299' })).not.toBeInTheDocument()
  })
})
