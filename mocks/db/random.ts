import { Faker, base, type Randomizer } from '@faker-js/faker'

/** The seed every environment starts from unless `?seed=N` or `MOCK_SEED` picks another. */
export const DEFAULT_SEED = 2026

/**
 * Fixture dates hang off this instant rather than `Date.now()`, so two builds of the same world
 * are byte-identical whatever day they run on.
 */
export const REFERENCE_DATE = new Date('2026-11-01T12:00:00.000Z')

/** FNV-1a over the joined parts: cheap, stable across engines, good enough to spread seeds. */
export function hashSeed(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5
  const text = parts.join('\u0000')
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

const MT_N = 624
const MT_M = 397

/**
 * faker's default randomizer (a Mersenne Twister, MT19937, read 53 bits at a time), draw for draw.
 * The world reseeds faker once per entity, about 1,300 times, and every seed builds the
 * generator's 624-word state. Both faker's generator and pure-rand's keep that state in a plain
 * array, where most words do not fit V8's small integers: seeding was 60 of the 170 ms the world
 * took to build in the browser (CPU profile, `npm run bench -- --only mock`). Here the state is one
 * reused Uint32Array. The worlds are unchanged: tests/mocks/world.test.ts compares the draws with
 * faker's own randomizer, past the first twist.
 */
export function mersenne53Randomizer(): Randomizer {
  const state = new Uint32Array(MT_N)
  let index = MT_N

  const twist = () => {
    for (let i = 0; i < MT_N; i += 1) {
      const y = (state[i]! & 0x8000_0000) | (state[(i + 1) % MT_N]! & 0x7fff_ffff)
      state[i] = state[(i + MT_M) % MT_N]! ^ (y >>> 1) ^ (y & 1 ? 0x9908_b0df : 0)
    }
    index = 0
  }

  const nextU32 = () => {
    if (index === MT_N) twist()
    let y = state[index]!
    index += 1
    y ^= y >>> 11
    y ^= (y << 7) & 0x9d2c_5680
    y ^= (y << 15) & 0xefc6_0000
    y ^= y >>> 18
    return y >>> 0
  }

  return {
    // faker's nextF53: 27 + 26 bits of two draws, over 2^53.
    next: () => ((nextU32() >>> 5) * 0x400_0000 + (nextU32() >>> 6)) / 0x20_0000_0000_0000,
    seed(seed) {
      if (typeof seed !== 'number') throw new Error('the mock world seeds faker with one number')
      state[0] = seed
      for (let i = 1; i < MT_N; i += 1) {
        const previous = state[i - 1]! ^ (state[i - 1]! >>> 30)
        state[i] = Math.imul(0x6c07_8965, previous) + i
      }
      index = MT_N
    },
  }
}

// Locale-free: every word comes from the curated lists in mocks/fixtures/, which also keeps faker's
// large locale data out of the mock bundle.
const shared = new Faker({ locale: [base], randomizer: mersenne53Randomizer() })
shared.setDefaultRefDate(REFERENCE_DATE)

/**
 * A faker reseeded from (world seed, entity kind, index). Each entity draws from its own stream, so
 * adding a field to one factory never reshuffles the fixtures of another. The instance is shared and
 * reseeded on every call: use it before asking for the next one.
 */
export function entityFaker(seed: number, kind: string, index: number | string): Faker {
  shared.seed(hashSeed(seed, kind, index))
  return shared
}

/** ISO date `days` (fractional allowed) before the reference date. */
export function daysBeforeReference(days: number): string {
  return new Date(REFERENCE_DATE.getTime() - Math.round(days * 86_400_000)).toISOString()
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * Opaque, unguessable strings for tokens and recovery sessions. These are runtime secrets, not
 * fixtures, so they come from the platform's CSPRNG rather than the seeded faker.
 */
export function randomToken(length = 40): string {
  const bytes = new Uint8Array(length)
  globalThis.crypto.getRandomValues(bytes)
  let out = ''
  for (const byte of bytes) out += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]
  return out
}
