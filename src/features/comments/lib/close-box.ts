import type { RefObject } from 'react'
import { flushSync } from 'react-dom'

/**
 * Moves focus to `target` unless the reader has already put it somewhere. With nothing focused,
 * `document.activeElement` is <body> (null only in a document without one).
 */
export function focusIfLost(target: HTMLElement | null | undefined, options?: FocusOptions) {
  if (document.activeElement === document.body) target?.focus(options)
}

/**
 * Closes a box that holds focus (a reply or an edit: Cancel, Escape, or the text is in). The box
 * is gone, so focus would fall to <body>; it goes back to the button that opened the box instead.
 */
export function closeBox(close: () => void, opener: RefObject<HTMLButtonElement | null>) {
  flushSync(close)
  focusIfLost(opener.current)
}
