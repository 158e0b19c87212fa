import { authConfig } from '../../db/config'
import { randomToken } from '../../db/random'
import { commit, getDb } from '../../db/store'
import type { ProfileRow, TokenRow } from '../../db/types'
import { getScenario } from '../../scenarios/state'
import { problem } from './errors'

/**
 * Opaque bearer tokens: random strings the db maps to a profile and an expiry, checked against the
 * clock at request time (so fake timers in tests move them too).
 */
export function issueTokens(
  profileId: number,
  origin: TokenRow['origin'],
): { access: string; refresh: string } {
  const db = getDb()
  const now = Date.now()
  const access = `acc_${randomToken()}`
  const refresh = `ref_${randomToken()}`
  db.accessTokens[access] = {
    profile_id: profileId,
    expires_at: now + authConfig.accessTokenTtlMs,
    origin,
  }
  db.refreshTokens[refresh] = {
    profile_id: profileId,
    expires_at: now + authConfig.refreshTokenTtlMs,
    origin,
  }
  pruneExpired(now)
  commit()
  return { access, refresh }
}

/** Keeps the persisted db small: expired tokens can never be used again anyway. */
function pruneExpired(now: number): void {
  const db = getDb()
  for (const table of [db.accessTokens, db.refreshTokens]) {
    for (const [token, row] of Object.entries(table)) if (row.expires_at <= now) delete table[token]
  }
}

/** Rotation: the old refresh token is spent, a new pair is issued. */
export function rotateRefreshToken(refresh: string): { access: string; refresh: string } {
  const db = getDb()
  const row = db.refreshTokens[refresh]
  if (
    getScenario() === 'refresh-failed' ||
    !row ||
    row.expires_at <= Date.now() ||
    !db.profiles.some((p) => p.id === row.profile_id)
  ) {
    throw problem.tokenNotValid('Token is invalid or expired')
  }
  delete db.refreshTokens[refresh]
  return issueTokens(row.profile_id, 'refresh')
}

export function revokeTokensOf(profileId: number): void {
  const db = getDb()
  for (const table of [db.accessTokens, db.refreshTokens]) {
    for (const [token, row] of Object.entries(table))
      if (row.profile_id === profileId) delete table[token]
  }
}

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
  const scenario = getScenario()
  // Both scenarios make the session look expired: only tokens minted by a refresh get through.
  if ((scenario === 'session-expired' || scenario === 'refresh-failed') && row.origin === 'login')
    return 'invalid'
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
