import { COMMENT_SENTENCES } from '#mocks/fixtures/writing'
import { daysBeforeReference } from '#mocks/db/random'
import type { CommentRow } from '#mocks/db/types'
import { factoryStream, type FactoryOptions } from './context'

export function buildComment(
  overrides: Partial<CommentRow> = {},
  options: FactoryOptions & { profileIds?: number[]; maxAgeDays?: number } = {},
): CommentRow {
  const { faker, index } = factoryStream('comment', options)
  const profileIds = options.profileIds ?? [1]
  const voters = faker.helpers
    .shuffle(profileIds)
    .slice(0, faker.number.int({ min: 0, max: Math.min(profileIds.length, 12) }))
  const split = faker.number.int({ min: 0, max: voters.length })
  const ageDays = faker.number.float({
    min: 0.01,
    max: options.maxAgeDays ?? 60,
    fractionDigits: 4,
  })
  return {
    id: index + 1,
    post_id: 1,
    parent_comment: null,
    body: faker.helpers.arrayElements(COMMENT_SENTENCES, { min: 1, max: 2 }).join(' '),
    status: 'A',
    created_by: faker.helpers.arrayElement(profileIds),
    created_date: daysBeforeReference(ageDays),
    updated_date: null,
    show_as_quote: false,
    upvoter_ids: voters.slice(0, Math.max(split, Math.ceil(voters.length * 0.7))),
    downvoter_ids: voters.slice(Math.max(split, Math.ceil(voters.length * 0.7))),
    ...overrides,
  }
}
