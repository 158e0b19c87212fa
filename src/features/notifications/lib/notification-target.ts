import { safeUrl } from '#lib/safe-url'

/**
 * Where a notification leads: a page of this app (opened by the router, without a reload), or
 * another http(s) site. `null` when the address fails the allow-list, so nothing is clickable.
 */
export type NotificationTarget = { kind: 'app'; href: string } | { kind: 'external'; href: string }

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i

/** Stand-in origin where there is no window (Node): relative addresses still resolve. */
const DETACHED_ORIGIN = 'https://same-origin.invalid'

export function notificationTarget(
  url: string,
  origin: string | undefined = globalThis.location?.origin,
): NotificationTarget | null {
  const safe = safeUrl(url, origin)
  if (safe === undefined) return null
  const base = origin && origin !== 'null' ? origin : DETACHED_ORIGIN
  const resolved = new URL(safe, base)
  if (HAS_SCHEME.test(safe) && resolved.origin !== new URL(base).origin) {
    return { kind: 'external', href: safe }
  }
  // The router takes a path: an absolute address on this origin is reduced to one.
  return { kind: 'app', href: `${resolved.pathname}${resolved.search}${resolved.hash}` }
}
