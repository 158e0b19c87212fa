import { visuallyHidden } from '#styles/global.css'

/** How long an announcement stays in the live region before it is cleared. */
export const ANNOUNCE_CLEAR_MS = 7000

/** How long a new live region waits before its first message (as react-aria's announcer does). */
const NEW_REGION_DELAY_MS = 100

let region: HTMLElement | null = null
let clearTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Says `message` to screen readers now (an assertive live region, visually hidden, created on
 * first use at the end of <body>): what react-aria's `announce` does for its Button, without
 * loading react-aria on pages whose buttons are native (issue 10).
 */
export function announce(message: string) {
  if (region?.isConnected) {
    say(region, message)
    return
  }
  const created = document.createElement('div')
  created.setAttribute('aria-live', 'assertive')
  created.className = visuallyHidden
  document.body.append(created)
  region = created
  // Screen readers miss what a live region says as it is added: it speaks once it is known.
  setTimeout(() => say(created, message), NEW_REGION_DELAY_MS)
}

function say(target: HTMLElement, message: string) {
  // A new text node each time: the same words twice in a row are announced twice.
  target.replaceChildren(document.createTextNode(message))
  clearTimeout(clearTimer)
  clearTimer = setTimeout(() => target.replaceChildren(), ANNOUNCE_CLEAR_MS)
}
