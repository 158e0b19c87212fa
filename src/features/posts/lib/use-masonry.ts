import { useLayoutEffect, type RefObject } from 'react'
import { MASONRY_ROW_PX } from './masonry'

/**
 * A masonry layout (a board's posts, docs/behaviour.md#boards) on an ordinary CSS grid: every item
 * spans as many tiny rows as its height needs, so the next card fills the gap under a short one.
 * The list stays one list in reading order (keyboard and screen readers follow it), and cards
 * already on screen keep their place when "Load more" appends a page — unlike CSS columns, which
 * reshuffle every card between the columns.
 *
 * It measures with ResizeObserver (a card grows when its thread opens or its body expands) and
 * writes the spans straight onto the elements: the observer reports after layout and before
 * paint, so no frame shows the cards overlapping. Without ResizeObserver the list keeps the plain
 * grid its stylesheet gives it when `data-masonry` is absent.
 *
 * @param listRef the list, or null where the layout is not masonry (hooks cannot be skipped).
 * @param itemCount re-observes when the number of items changes.
 */
export function useMasonry(listRef: RefObject<HTMLElement | null> | null, itemCount: number): void {
  useLayoutEffect(() => {
    const list = listRef?.current
    if (!list || typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const cell = entry.target.parentElement
        if (!cell) continue
        const height = entry.target.getBoundingClientRect().height
        cell.style.gridRowEnd = `span ${Math.max(1, Math.ceil(height / MASONRY_ROW_PX))}`
      }
    })
    for (const cell of Array.from(list.children)) {
      const content = cell.firstElementChild
      if (content) observer.observe(content)
    }
    list.setAttribute('data-masonry', '')
    return () => observer.disconnect()
  }, [listRef, itemCount])
}
