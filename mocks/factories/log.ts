import { LOG_PAGES } from '#mocks/fixtures/writing'
import { daysBeforeReference } from '#mocks/db/random'
import type { LogRow } from '#mocks/db/types'
import { factoryStream, type FactoryOptions } from './context'

/** A page view by default; the seed turns most entries into activity on real posts. */
export function buildLog(overrides: Partial<LogRow> = {}, options: FactoryOptions = {}): LogRow {
  const { faker, index } = factoryStream('log', options)
  const page = faker.helpers.arrayElement(LOG_PAGES)
  return {
    id: index + 1,
    profile_id: null,
    category: 'page_view',
    message: `A visitor opened ${page}`,
    url: page,
    created_date: daysBeforeReference(faker.number.float({ min: 0, max: 90, fractionDigits: 4 })),
    ...overrides,
  }
}
