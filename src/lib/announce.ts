import { visuallyHidden } from '#styles/global.css'

/** How long an announcement stays in the live region before it is cleared. */
export const ANNOUNCE_CLEAR_MS = 7000

let region: HTMLElement | null = null
let clearTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Says `message` to screen readers now (an assertive live region, visually hidden, created on
 * first use at the end of <body>): what react-aria's `announce` does for its Button, without
 * loading react-aria on pages whose buttons are native (issue 10).
 */
export function announce(message: string) {
  if (!region?.isConnected) {
    region = document.createElement('div')
    region.setAttribute('aria-live', 'assertive')
    region.className = visuallyHidden
    document.body.append(region)
  }
  // A new text node each time: the same words twice in a row are announced twice.
  region.replaceChildren(document.createTextNode(message))
  clearTimeout(clearTimer)
  clearTimer = setTimeout(() => region?.replaceChildren(), ANNOUNCE_CLEAR_MS)
}
