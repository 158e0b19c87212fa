import { BIOS, FIRST_NAMES, LAST_NAMES, TAGLINES } from '#mocks/fixtures/people'
import { daysBeforeReference } from '#mocks/db/random'
import type { ProfileRow } from '#mocks/db/types'
import { mediaUrl } from '#mocks/media/urls'
import { factoryStream, type FactoryOptions } from './context'

export const CONSUMERS_GROUP: [number, string] = [1, 'Consumers']
/** The permission group that may read reviewer insights (contract decision 34); `critic` has it. */
export const REVIEWERS_GROUP: [number, string] = [2, 'Reviewers']

export function buildProfile(
  overrides: Partial<ProfileRow> = {},
  options: FactoryOptions = {},
): ProfileRow {
  const { faker, index } = factoryStream('profile', options)
  const first_name = faker.helpers.arrayElement(FIRST_NAMES)
  const last_name = faker.helpers.arrayElement(LAST_NAMES)
  const username =
    overrides.username ?? `${first_name}${last_name}`.toLowerCase().replace(/[^a-z0-9]/g, '')
  const hasCover = faker.datatype.boolean({ probability: 0.6 })
  const row: ProfileRow = {
    id: index + 1,
    username,
    email: `${username}@example.com`,
    password: 'Password1!',
    first_name,
    last_name,
    date_of_birth: faker.date
      .birthdate({ min: 19, max: 70, mode: 'age' })
      .toISOString()
      .slice(0, 10),
    profile_picture: faker.datatype.boolean({ probability: 0.85 })
      ? mediaUrl.avatar(username)
      : null,
    cover_picture: hasCover ? mediaUrl.cover(`profile-${username}`) : null,
    tagline: faker.helpers.arrayElement(TAGLINES),
    bio: faker.helpers.arrayElement(BIOS),
    timezone: 'GB',
    language: 'EN',
    agree_terms: true,
    over_18: true,
    wants_email_marketing: faker.datatype.boolean(),
    is_verified: true,
    created_date: daysBeforeReference(faker.number.float({ min: 30, max: 900, fractionDigits: 3 })),
    permission_groups: [CONSUMERS_GROUP],
    saved_board_ids: [],
    favourite_location_ids: [],
    referral_id: null,
  }
  return { ...row, ...overrides }
}
