import { mediaOrigin } from '#mocks/media/urls'
import { DEFAULT_SEED } from './random'
import { buildWorld } from './seed'
import type { DbState } from './types'

/**
 * The one in-memory database every handler reads and writes. Environment-agnostic: persistence is
 * plugged in by browser.ts (localStorage) and left out in Node, where each test resets it.
 */
let state: DbState | null = null
let currentSeed = DEFAULT_SEED

type Listener = (state: DbState) => void
const listeners = new Set<Listener>()

/**
 * Pristine worlds by seed, as JSON: resetting is a parse rather than a rebuild, which keeps
 * per-test resets cheap. Building is pure, so the cache can never go stale. A world is cached from
 * its second build on: a browser tab builds one world and uses it, and copying it through JSON
 * took an eighth of the time mock mode needs to start.
 */
const pristine = new Map<string, string>()
const builtOnce = new Set<string>()

/** A scenario that changes the data (rather than the answers) transforms every fresh world. */
export interface WorldVariant {
  name: string
  apply: (db: DbState) => void
}
let variant: WorldVariant | null = null

function freshWorld(seed: number): DbState {
  // The world holds media addresses, which depend on the media origin (media/urls.ts).
  const key = `${seed} ${mediaOrigin()}`
  let world: DbState
  const json = pristine.get(key)
  if (json !== undefined) world = JSON.parse(json) as DbState
  else if (!builtOnce.has(key)) {
    builtOnce.add(key)
    world = buildWorld(seed)
  } else {
    const built = JSON.stringify(buildWorld(seed))
    pristine.set(key, built)
    world = JSON.parse(built) as DbState
  }
  variant?.apply(world)
  return world
}

/** Set by mocks/scenarios/state.ts; takes effect at the next reset. */
export function setWorldVariant(next: WorldVariant | null): void {
  variant = next
}

/** The name of the world variant in force (persistence keeps each variant's world apart). */
export function worldVariant(): string | null {
  return variant?.name ?? null
}

export function getDb(): DbState {
  if (!state) state = freshWorld(currentSeed)
  return state
}

export function getSeed(): number {
  return currentSeed
}

/** Throws the current world away and builds a fresh one (same seed unless one is given). */
export function resetDb(seed: number = currentSeed): DbState {
  currentSeed = seed
  state = freshWorld(seed)
  return state
}

/** Adopts a previously persisted world. */
export function loadDb(saved: DbState): void {
  currentSeed = saved.seed
  state = saved
}

/** Mutating requests call this once they have changed the world, so persistence can save it. */
export function commit(): void {
  notify()
}

export function onCommit(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function notify(): void {
  if (!state) return
  for (const listener of listeners) listener(state)
}

/** Next id of a table; ids never repeat after a delete. */
export function nextId(table: string): number {
  const db = getDb()
  const id = db.nextId[table] ?? 1
  db.nextId[table] = id + 1
  return id
}
