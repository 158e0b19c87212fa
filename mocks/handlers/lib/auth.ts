/** Who is calling: the bearer token of a request, and 401 when a member-only call has no valid one. */
import { getDb } from '#mocks/db/store'
import type { ProfileRow } from '#mocks/db/types'
import { problem } from './errors'

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  return match?.[1] ?? null
}

/** The profile a valid access token belongs to, or why it is not valid. */
function resolveAccessToken(token: string): ProfileRow | 'invalid' {
  const db = getDb()
  const row = db.accessTokens[token]
  if (!row || row.expires_at <= Date.now()) return 'invalid'
  return db.profiles.find((p) => p.id === row.profile_id) ?? 'invalid'
}

/** Member-only operations: 401 without a token or with one that is not valid. */
export function requireProfile(request: Request): ProfileRow {
  const token = bearerToken(request)
  if (!token) throw problem.notAuthenticated()
  const profile = resolveAccessToken(token)
  if (profile === 'invalid') throw problem.tokenNotValid()
  return profile
}

/**
 * Optional-auth reads personalise `has_upvoted`. Like SimpleJWT's authentication class, a bearer
 * token that is sent but not valid answers 401 `token_not_valid` even here (contract decision 5):
 * the client refreshes and retries, or drops the token and reads as a visitor.
 */
export function optionalProfile(request: Request): ProfileRow | null {
  const token = bearerToken(request)
  if (!token) return null
  const profile = resolveAccessToken(token)
  if (profile === 'invalid') throw problem.tokenNotValid()
  return profile
}

/**
 * Authentication runs before any view, as in Django REST Framework: on every operation whose
 * security admits `bearerAuth` (member-only and optional-auth alike), a bearer token that is sent
 * but unknown, expired or spent answers 401 `token_not_valid`, whether or not the handler reads
 * the viewer. Returns that answer, or null when the request may go on.
 */
export function staleBearerAnswer(
  request: Request,
  security: readonly Record<string, unknown>[] | undefined,
): Response | null {
  if (!security?.some((requirement) => 'bearerAuth' in requirement)) return null
  const token = bearerToken(request)
  if (!token) return null
  return resolveAccessToken(token) === 'invalid' ? problem.tokenNotValid() : null
}

export function accessTokenOf(request: Request): string | null {
  return bearerToken(request)
}
