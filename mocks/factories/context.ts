import type { Faker } from '@faker-js/faker'
import { DEFAULT_SEED, entityFaker } from '#mocks/db/random'

export interface FactoryOptions {
  /** World seed; defaults to the fixed default seed. */
  seed?: number
  /** Position of the entity in its table: with the seed, it fixes every generated field. */
  index?: number
  /**
   * Seeds the faker stream instead of the index, for entities whose position depends on others
   * (comment 5 of post 12 stays the same when post 11 gains a reply).
   */
  streamKey?: string
}

const counters = new Map<string, number>()

/**
 * Resolves the faker stream for one entity. Without an explicit index each call takes the next one
 * for its kind, so `buildPost()` twice gives two different posts.
 */
export function factoryStream(
  kind: string,
  options: FactoryOptions,
): { faker: Faker; index: number; seed: number } {
  const seed = options.seed ?? DEFAULT_SEED
  let index = options.index
  if (index === undefined) {
    index = counters.get(kind) ?? 0
    counters.set(kind, index + 1)
  }
  return { faker: entityFaker(seed, kind, options.streamKey ?? index), index, seed }
}

/** Fills `{title}`-style placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}
