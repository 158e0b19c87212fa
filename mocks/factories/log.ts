import { LOG_PAGES } from '../db/catalogue'
import { daysBeforeReference } from '../db/random'
import type { LogRow } from '../db/types'
import { factoryStream, type FactoryOptions } from './context'

export function buildLog(
  overrides: Partial<LogRow> = {},
  options: FactoryOptions & { profileIds?: number[] } = {},
): LogRow {
  const { faker, index } = factoryStream('log', options)
  return {
    id: index + 1,
    profile_id: faker.helpers.arrayElement([...(options.profileIds ?? [1]), null]),
    page: faker.helpers.arrayElement(LOG_PAGES),
    action: faker.helpers.arrayElement(['view', 'view', 'view', 'search', 'vote', 'comment']),
    created_date: daysBeforeReference(faker.number.float({ min: 0, max: 90, fractionDigits: 4 })),
    ...overrides,
  }
}
