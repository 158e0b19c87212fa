import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import type { Post } from '../api/post-queries'
import { POST_ID_ATTRIBUTE, rememberedHeights, rememberHeights } from '../lib/long-list'
import * as styles from './post-feed.css'

/** Cards rendered beyond each edge of the screen, so Tab and a short scroll always find the next. */
const OVERSCAN = 4
/** A card's height before it was ever measured (cards measure 250 to 775 px on /new). */
const TYPICAL_HEIGHT = 420

export interface VirtualPostListProps {
  posts: Post[]
  renderCard: (post: Post) => ReactNode
  /** The plain list this one takes over from: its cards' heights seed this one's positions. */
  replacing: RefObject<HTMLOListElement | null>
  'aria-label'?: string
  'aria-labelledby'?: string
}

/**
 * What a card not measured yet is guessed at: the mean of those measured, so that the room below
 * the screen (and "Load more" under it) moves little as the cards come in and are measured.
 */
function averageHeight(): number {
  const heights = rememberedHeights()
  if (heights.size === 0) return TYPICAL_HEIGHT
  let total = 0
  for (const height of heights.values()) total += height
  return total / heights.size
}

/** Where the top of an element is, in page coordinates. */
function pageTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY
}

/**
 * Heights of the plain list's cards, as the virtual list's items will measure them: the card
 * without the plain item's bleed padding (its negative margin gives it back), with the gap below.
 */
function measurePlainList(list: HTMLOListElement): Array<readonly [number, number]> {
  const items = [...list.children] as HTMLElement[]
  const first = items[0]
  if (!first) return []
  const item = getComputedStyle(first)
  const bleed = parseFloat(item.paddingTop) + parseFloat(item.paddingBottom)
  const gap = parseFloat(getComputedStyle(list).rowGap) || 0
  return items.map((element) => [
    Number(element.getAttribute(POST_ID_ATTRIBUTE)),
    // Not offsetHeight: rounded to whole pixels, a third of a pixel lost per card had moved the
    // 100th card 60 px.
    element.getBoundingClientRect().height - bleed + gap,
  ])
}

/**
 * A long list of posts that keeps only the cards near the screen in the page (the others are
 * room of the right height), so that "Load more", a vote or a scroll with 1,000 posts loaded costs
 * what it costs with a screenful. PostFeed switches to it at VIRTUAL_FROM (200) posts
 * (docs/behaviour.md#lists-and-paging). What stays as it was:
 * - **Position**: it starts from the heights the plain list had, and remembers the heights it
 *   measured, so the switch and a return to the list (back navigation) show the same cards.
 * - **Keyboard**: items are in the page in reading order, a few beyond each edge of the screen, so
 *   Tab walks from card to card, scrolling as it goes; the card holding focus stays in the page
 *   however far the list is scrolled.
 * - **Screen readers** hear each card's place in the whole list (`aria-posinset`, `aria-setsize`).
 */
export function VirtualPostList({ posts, renderCard, replacing, ...label }: VirtualPostListProps) {
  const listRef = useRef<HTMLOListElement>(null)
  // The list's distance from the top of the page, which the virtualiser counts positions from.
  // It starts as the plain list's, read with its cards' heights while that list is still in the
  // page: this initializer runs in the render that replaces it.
  const [scrollMargin, setScrollMargin] = useState(() => {
    const plain = replacing.current
    if (!plain?.isConnected) return 0
    rememberHeights(plain.clientWidth, measurePlainList(plain))
    return pageTop(plain)
  })
  // The post whose card holds focus, by id: a refetch that brings newer posts above it (after a
  // sign-in in another tab, say) moves it down the list, and an index would then keep the wrong
  // card in the page and let the focused one go, taking focus with it.
  const focusedPostId = useRef<number | null>(null)
  const listWidth = useRef(0)

  const getItemKey = useCallback((index: number) => posts[index]?.id ?? index, [posts])
  const estimateSize = useMemo(() => {
    // Once per page of posts, not once per card guessed.
    const guess = averageHeight()
    return (index: number) => {
      const id = posts[index]?.id
      return (id !== undefined && rememberedHeights().get(id)) || guess
    }
  }, [posts])
  const indexById = useMemo(() => new Map(posts.map((post, index) => [post.id, index])), [posts])
  // The default window, plus the card that holds focus wherever it is.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      const id = focusedPostId.current
      const focused = id === null ? undefined : indexById.get(id)
      if (focused === undefined || focused >= range.count || indexes.includes(focused)) {
        return indexes
      }
      return [...indexes, focused].sort((a, b) => a - b)
    },
    [indexById],
  )

  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN,
    scrollMargin,
  })

  // Measured again with each page: whatever moved the list down the page (a banner above it) moves
  // the positions too.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    setScrollMargin(pageTop(list))
    listWidth.current = list.clientWidth
  }, [posts])

  // What was measured outlives the list: back on it, the cards are where they were.
  useEffect(() => {
    return () => {
      const measured = [...virtualizer.itemSizeCache].map(
        ([key, size]) => [Number(key), size] as const,
      )
      rememberHeights(listWidth.current, measured)
    }
  }, [virtualizer])

  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    const item = event.target.closest<HTMLElement>(`[${POST_ID_ATTRIBUTE}]`)
    focusedPostId.current = item ? Number(item.getAttribute(POST_ID_ATTRIBUTE)) : null
  }
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedPostId.current = null
  }

  return (
    <ol
      ref={listRef}
      className={styles.virtualList}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
      {...label}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const post = posts[item.index]
        if (!post) return null
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            {...{ [POST_ID_ATTRIBUTE]: post.id }}
            aria-posinset={item.index + 1}
            aria-setsize={posts.length}
            className={styles.virtualItem}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {renderCard(post)}
          </li>
        )
      })}
    </ol>
  )
}
