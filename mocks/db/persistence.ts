import type { DbState } from './types'

/** The subset of Web Storage the persistence needs, so Node tests can hand in a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Bump when DbState changes shape: older saved worlds are then ignored instead of misread. */
export const DB_SCHEMA_VERSION = 1
const PREFIX = 'film-waffle:mock-db'

/** A world variant (a scenario that changes the data) is saved beside the normal world. */
export function storageKey(seed: number, variant: string | null = null): string {
  return `${PREFIX}:v${DB_SCHEMA_VERSION}:${seed}${variant ? `:${variant}` : ''}`
}

export function loadPersisted(
  storage: KeyValueStorage,
  seed: number,
  variant: string | null = null,
): DbState | null {
  const raw = storage.getItem(storageKey(seed, variant))
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as DbState
    return parsed.seed === seed ? parsed : null
  } catch {
    return null
  }
}

export function persist(
  storage: KeyValueStorage,
  state: DbState,
  variant: string | null = null,
): void {
  try {
    storage.setItem(storageKey(state.seed, variant), JSON.stringify(state))
  } catch (error) {
    // A full quota must not break the request that triggered the save; the world stays in memory.
    console.warn('[mocks] could not persist the mock database', error)
  }
}

export function forget(
  storage: KeyValueStorage,
  seed: number,
  variant: string | null = null,
): void {
  storage.removeItem(storageKey(seed, variant))
}
