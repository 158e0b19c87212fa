import { authConfig } from './config'
import { randomToken } from './random'
import { commit, getDb } from './store'
import type { TokenRow } from './types'

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

/**
 * Rotation: the old refresh token is spent, a new pair is issued. Null when the refresh token is
 * unknown, spent, expired or belongs to a deleted account.
 */
export function rotateRefreshToken(refresh: string): { access: string; refresh: string } | null {
  const db = getDb()
  const row = db.refreshTokens[refresh]
  if (!row || row.expires_at <= Date.now() || !db.profiles.some((p) => p.id === row.profile_id))
    return null
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

/** How a live access token was minted (a login or a refresh), or null when it is not live. */
export function accessTokenOrigin(token: string): TokenRow['origin'] | null {
  const row = getDb().accessTokens[token]
  return row && row.expires_at > Date.now() ? row.origin : null
}
