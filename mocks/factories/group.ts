import { daysBeforeReference, slugify } from '#mocks/db/random'
import type { GroupCategoryRow, GroupRow } from '#mocks/db/types'
import { mediaUrl } from '#mocks/media/urls'
import { factoryStream, type FactoryOptions } from './context'

export function buildGroupCategory(
  overrides: Partial<GroupCategoryRow> = {},
  options: FactoryOptions = {},
): GroupCategoryRow {
  const { index } = factoryStream('group-category', options)
  return { id: index + 1, name: `Category ${index + 1}`, subcategories: [], ...overrides }
}

export function buildGroup(
  overrides: Partial<GroupRow> = {},
  options: FactoryOptions = {},
): GroupRow {
  const { faker, index } = factoryStream('group', options)
  const name = overrides.name ?? `Film Club ${index + 1}`
  const slug = overrides.slug ?? slugify(name)
  return {
    id: index + 1,
    name,
    slug,
    description: 'A place to talk about the films we love.',
    category_id: null,
    subcategory_ids: [],
    administrators: [],
    member_ids: [],
    profile_picture: mediaUrl.group(slug),
    cover_picture: faker.datatype.boolean({ probability: 0.75 }) ? mediaUrl.groupCover(slug) : null,
    status: 'A',
    created_date: daysBeforeReference(faker.number.float({ min: 60, max: 700, fractionDigits: 3 })),
    ...overrides,
  }
}
