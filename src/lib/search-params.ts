import type { components } from '#openapi/schema.gen'

/**
 * Pure parsers for the URL's search parameters, used by each route's `validateSearch`.
 * They never throw: a malformed value (`?comment=abc`, `?profile=`) is dropped, so a bad URL
 * degrades to the page's default view instead of an error screen.
 *
 * The router is set up to read and write search values as plain text (no JSON quoting), but its
 * parser still turns `123` into a number and `true` into a boolean, and a repeated key into an
 * array; every parser accepts those forms. A repeated key counts by its first value.
 */

function first(raw: unknown): unknown {
  return Array.isArray(raw) ? raw[0] : raw
}

/** A scalar search value as text, or undefined for anything else. */
function asText(raw: unknown): string | undefined {
  const value = first(raw)
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  return undefined
}

/**
 * Trimmed, runs of whitespace collapsed to one space, omitted when empty
 * (docs/behaviour.md#search).
 */
export function parseSearchQuery(raw: unknown): string | undefined {
  const text = asText(raw)
  if (text === undefined) return undefined
  const query = text.trim().replace(/\s+/g, ' ')
  return query === '' ? undefined : query
}

/** An opaque identifier such as a referral id or a recovery session: non-empty text. */
export function parseToken(raw: unknown): string | undefined {
  const text = asText(raw)?.trim()
  return text === undefined || text === '' ? undefined : text
}

/** A positive whole number (`?comment=42`); anything else is dropped. */
export function parsePositiveInt(raw: unknown): number | undefined {
  const value = first(raw)
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== 'string' || !/^\s*\d+\s*$/.test(value)) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/** Pages a visitor is sent away from once signed in: returning to them after sign-in would loop. */
const SIGNED_OUT_ONLY = ['/login', '/register', '/forgot-my-password']

const PARSE_BASE = 'https://film-waffle.invalid'

/**
 * Where to return after signing in. Only a path on this site is kept (`/profile?tab=posts`);
 * another origin, a protocol-relative `//host`, a backslash trick or a `javascript:` URL is
 * dropped, so the login page can never become an open redirect.
 */
export function parseRedirectPath(raw: unknown): string | undefined {
  const text = asText(raw)?.trim()
  if (!text?.startsWith('/') || text.startsWith('//') || text.includes('\\')) return undefined
  // Control characters can make browsers read a path as something else; refuse them outright.
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f) return undefined
  }
  let url: URL
  try {
    url = new URL(text, PARSE_BASE)
  } catch {
    return undefined
  }
  if (url.origin !== PARSE_BASE) return undefined
  // Dot segments can collapse into a protocol-relative path: '/.//evil.example' reads as
  // '//evil.example', another host.
  if (url.pathname.startsWith('//')) return undefined
  const path = url.pathname.replace(/\/+$/, '') || '/'
  if (SIGNED_OUT_ONLY.some((page) => path === page || path.startsWith(`${page}/`))) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

// ── Search shapes of each route, built from the parsers above ─────────────────────────────────
//
// Each validator names every key it owns, `undefined` when dropped: the router lays the
// validated object over the raw search, so a key left out would keep its malformed raw value.

export interface QuerySearch {
  query?: string
}

export function validateQuerySearch(search: Record<string, unknown>): QuerySearch {
  return { query: parseSearchQuery(search.query) }
}

/** The /boards filters of the contract (openapi `BoardFilter`, an enum). */
export type BoardFilter = components['schemas']['BoardFilter']
/** Every value, once: a `Record` over the enum fails to compile when the document adds one. */
const BOARD_FILTER_SET: Record<BoardFilter, true> = { popular: true, new: true, 'top-level': true }

export interface BoardsSearch extends QuerySearch {
  filter?: BoardFilter
}

function parseBoardFilter(value: unknown): BoardFilter | undefined {
  return typeof value === 'string' && Object.hasOwn(BOARD_FILTER_SET, value)
    ? (value as BoardFilter)
    : undefined
}

/** An unknown `filter` falls back to all boards: the server answers 400 for values it does not know. */
export function validateBoardsSearch(search: Record<string, unknown>): BoardsSearch {
  return { query: parseSearchQuery(search.query), filter: parseBoardFilter(search.filter) }
}

export interface PostSearch {
  comment?: number
}

export function validatePostSearch(search: Record<string, unknown>): PostSearch {
  return { comment: parsePositiveInt(search.comment) }
}

export interface ReferralSearch {
  referral_id?: string
}

export function validateReferralSearch(search: Record<string, unknown>): ReferralSearch {
  return { referral_id: parseToken(search.referral_id) }
}

/** The password-recovery link: `?profile=<profile id>&session=<recovery session>`. */
export interface RecoverySearch {
  profile?: number
  session?: string
}

export function validateRecoverySearch(search: Record<string, unknown>): RecoverySearch {
  return { profile: parsePositiveInt(search.profile), session: parseToken(search.session) }
}

export interface LoginSearch {
  redirect?: string
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: parseRedirectPath(search.redirect) }
}
