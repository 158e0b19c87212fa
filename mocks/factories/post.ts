import { FILMS } from '#mocks/fixtures/films'
import { DISCUSSION_SENTENCES, POST_TITLES, QUESTION_TITLES } from '#mocks/fixtures/writing'
import { REFERENCE_DATE, daysBeforeReference, slugify } from '#mocks/db/random'
import type { PostRow } from '#mocks/db/types'
import { mediaUrl } from '#mocks/media/urls'
import { factoryStream, fill, type FactoryOptions } from './context'

export interface PostRefs {
  /** Members who may have written or upvoted the post. */
  profileIds?: number[]
  boardIds?: number[]
  groupIds?: number[]
}

export function buildPost(
  overrides: Partial<PostRow> = {},
  options: FactoryOptions & PostRefs = {},
): PostRow {
  const { faker, index } = factoryStream('post', options)
  const id = overrides.id ?? index + 1
  const filmIndex = faker.number.int({ min: 0, max: FILMS.length - 1 })
  const film = FILMS[filmIndex] ?? FILMS[0]!
  const values = {
    title: film.title,
    director: film.director,
    year: film.year,
    age: REFERENCE_DATE.getUTCFullYear() - film.year,
  }
  const type: PostRow['type'] = faker.datatype.boolean({ probability: 1 / 3 }) ? 'question' : 'post'
  const title = fill(
    faker.helpers.arrayElement(type === 'question' ? QUESTION_TITLES : POST_TITLES),
    values,
  )
  const sentences = faker.helpers.arrayElements(
    DISCUSSION_SENTENCES,
    type === 'question' ? { min: 0, max: 2 } : { min: 2, max: 5 },
  )
  const body = sentences.map((s) => fill(s, values)).join(' ')
  const profileIds = options.profileIds ?? [1]
  const boardIds = options.boardIds ?? []
  const groupIds = options.groupIds ?? []
  const ageDays = faker.number.float({ min: 0.05, max: 150, fractionDigits: 4 })
  const upvoters =
    profileIds.length > 0
      ? faker.helpers.arrayElements(profileIds, { min: 0, max: Math.min(profileIds.length, 24) })
      : []
  const upvoted_at = upvoters.map(() =>
    daysBeforeReference(faker.number.float({ min: 0, max: ageDays, fractionDigits: 4 })),
  )
  const edited = faker.datatype.boolean({ probability: 0.15 })
  return {
    id,
    slug: `${slugify(title)}-${id}`,
    title,
    body,
    image: faker.datatype.boolean({ probability: 0.5 }) ? mediaUrl.poster(filmIndex) : null,
    status: 'A',
    type,
    created_by: profileIds.length > 0 ? faker.helpers.arrayElement(profileIds) : 1,
    created_date: daysBeforeReference(ageDays),
    updated_date: edited ? daysBeforeReference(ageDays * 0.5) : null,
    board_ids: boardIds.length > 0 ? faker.helpers.arrayElements(boardIds, { min: 1, max: 3 }) : [],
    group_id:
      groupIds.length > 0 && faker.datatype.boolean({ probability: 0.4 })
        ? faker.helpers.arrayElement(groupIds)
        : null,
    upvoter_ids: upvoters,
    upvoted_at,
    ...overrides,
  }
}
