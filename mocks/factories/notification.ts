import { NOTIFICATION_CATEGORIES } from '#mocks/fixtures/writing'
import { daysBeforeReference } from '#mocks/db/random'
import type { NotificationRow } from '#mocks/db/types'
import { factoryStream, type FactoryOptions } from './context'

export function buildNotification(
  overrides: Partial<NotificationRow> = {},
  options: FactoryOptions = {},
): NotificationRow {
  const { faker, index } = factoryStream('notification', options)
  const category = faker.helpers.arrayElement(NOTIFICATION_CATEGORIES)
  return {
    id: index + 1,
    recipient_id: 1,
    sender_id: 2,
    url: '/home',
    category: [category[0], category[1]],
    created_date: daysBeforeReference(
      faker.number.float({ min: 0.01, max: 40, fractionDigits: 4 }),
    ),
    dismissed: false,
    ...overrides,
  }
}
