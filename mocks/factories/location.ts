import { VENUES } from '#mocks/fixtures/community'
import type { LocationRow } from '#mocks/db/types'
import { factoryStream, type FactoryOptions } from './context'

export function buildLocation(
  overrides: Partial<LocationRow> = {},
  options: FactoryOptions = {},
): LocationRow {
  const { index } = factoryStream('location', options)
  const venue = VENUES[index % VENUES.length] ?? VENUES[0]
  return { id: index + 1, name: venue.name, city: venue.city, ...overrides }
}
