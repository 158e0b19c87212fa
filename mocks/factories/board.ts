import { daysBeforeReference, slugify } from '#mocks/db/random'
import type { BoardRow, PlaylistRow } from '#mocks/db/types'
import { mediaUrl } from '#mocks/media/urls'
import { factoryStream, type FactoryOptions } from './context'

export function buildBoard(
  overrides: Partial<BoardRow> = {},
  options: FactoryOptions = {},
): BoardRow {
  const { faker, index } = factoryStream('board', options)
  const name = overrides.name ?? `Board ${index + 1}`
  const slug = overrides.slug ?? slugify(name)
  return {
    id: index + 1,
    name,
    slug,
    featured_image: mediaUrl.board(slug),
    parent_id: null,
    created_date: daysBeforeReference(
      faker.number.float({ min: 200, max: 1200, fractionDigits: 3 }),
    ),
    ...overrides,
  }
}

export function buildPlaylist(
  overrides: Partial<PlaylistRow> = {},
  options: FactoryOptions = {},
): PlaylistRow {
  const { index } = factoryStream('playlist', options)
  return { id: index + 1, name: `Playlist ${index + 1}`, board_ids: [], ...overrides }
}
