const ALLOWED_PROTOCOLS = new Set(['http:', 'https:'])

/** Stand-in origin for resolving relative URLs where there is no window (Node, tests). */
const DETACHED_ORIGIN = 'https://same-origin.invalid'

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i

// Browsers silently drop tabs and newlines inside URLs, so "java\tscript:" would still run:
// refuse any control character rather than try to normalise it.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/**
 * The allow-list for URLs that come from data (posts, profiles, notifications, ads): absolute
 * http(s) URLs, and relative URLs that stay on this origin. Anything else (javascript:, data:,
 * vbscript:, blob:, `//other.host`, `/\other.host`) gives `undefined`, so callers can write
 * `href={safeUrl(url)}` and render nothing clickable for a bad value.
 *
 * @param origin the origin relative URLs must stay on; defaults to the page's own.
 */
export function safeUrl(
  url: string | null | undefined,
  origin: string | undefined = globalThis.location?.origin,
): string | undefined {
  if (typeof url !== 'string') return undefined
  const trimmed = url.trim()
  if (trimmed === '' || CONTROL_CHARACTERS.test(trimmed)) return undefined

  const base = origin && origin !== 'null' ? origin : DETACHED_ORIGIN
  let parsed: URL
  try {
    parsed = new URL(trimmed, base)
  } catch {
    return undefined
  }
  if (!ALLOWED_PROTOCOLS.has(parsed.protocol)) return undefined
  if (HAS_SCHEME.test(trimmed)) return trimmed

  // Relative: "//evil.example" and "/\evil.example" parse as relative yet leave the origin.
  return parsed.origin === new URL(base).origin ? trimmed : undefined
}
