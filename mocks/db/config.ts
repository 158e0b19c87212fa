/** Runtime knobs tests and the toolbar may turn. */
const DEFAULT_ACCESS_TTL_MS = 15 * 60 * 1000

export const authConfig = {
  accessTokenTtlMs: DEFAULT_ACCESS_TTL_MS,
  refreshTokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  recoverySessionTtlMs: 60 * 60 * 1000,
}

/** Access tokens expire after this long (default 15 minutes) so the client's refresh path runs. */
export function setAccessTokenTtl(ms: number = DEFAULT_ACCESS_TTL_MS): void {
  authConfig.accessTokenTtlMs = ms
}
