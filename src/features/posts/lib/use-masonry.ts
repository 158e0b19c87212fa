import { useCallback, type RefCallback } from 'react'
import { MASONRY_ROW_PX } from './masonry'

/**
 * A masonry layout (a board's posts, docs/behaviour.md#boards) on an ordinary CSS grid: every item
 * spans as many tiny rows as its height needs, so the next card fills the gap under a short one.
 * The list stays one list in reading order (keyboard and screen readers follow it), and cards
 * already on screen keep their place when "Load more" appends a page — unlike CSS columns, which
 * reshuffle every card between the columns.
 *
 * It measures every card once before the first paint, then with ResizeObserver (a card grows
 * when its thread opens or its body expands), and writes the spans straight onto the elements,
 * so no frame shows the cards overlapping. Without ResizeObserver the list keeps the plain grid
 * its stylesheet gives it when `data-masonry` is absent.
 *
 * It is a callback ref for the list: it runs whenever the list mounts (a feed may show a skeleton
 * first, with the posts already counted) and again when the number of items changes.
 *
 * @param itemCount re-places and re-observes when the number of items changes.
 */
export function useMasonry(itemCount: number): RefCallback<HTMLElement> {
  return useCallback(
    (list: HTMLElement | null) => {
      if (!list || itemCount === 0 || typeof ResizeObserver === 'undefined') return undefined
      const place = (contents: Element[]) => {
        // Every height is read before any span is written: one layout, not one per card.
        const heights = contents.map((content) => content.getBoundingClientRect().height)
        contents.forEach((content, index) => {
          const cell = content.parentElement
          if (cell instanceof HTMLElement) {
            cell.style.gridRowEnd = `span ${Math.max(1, Math.ceil((heights[index] ?? 0) / MASONRY_ROW_PX))}`
          }
        })
      }
      const contents = Array.from(list.children).flatMap((cell) =>
        cell.firstElementChild ? [cell.firstElementChild] : [],
      )
      list.setAttribute('data-masonry', '')
      // Placed now, before the browser paints: waiting for the observer's first report let a frame
      // show every card in one 8 px row, and the cards jumping apart was a layout shift.
      place(contents)
      const observer = new ResizeObserver((entries) => place(entries.map((entry) => entry.target)))
      for (const content of contents) observer.observe(content)
      return () => observer.disconnect()
    },
    [itemCount],
  )
}
