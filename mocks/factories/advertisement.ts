import { ADVERTISEMENTS } from '#mocks/fixtures/community'
import type { AdvertisementRow } from '#mocks/db/types'
import { mediaUrl } from '#mocks/media/urls'
import { factoryStream, type FactoryOptions } from './context'

export function buildAdvertisement(
  overrides: Partial<AdvertisementRow> = {},
  options: FactoryOptions = {},
): AdvertisementRow {
  const { index } = factoryStream('advertisement', options)
  const id = overrides.id ?? index + 1
  const source = ADVERTISEMENTS[index % ADVERTISEMENTS.length] ?? ADVERTISEMENTS[0]
  return {
    id,
    category: 'Banner',
    title: source.title,
    url: source.url,
    image_xs: mediaUrl.ad(id, 'xs'),
    image_sm: mediaUrl.ad(id, 'sm'),
    image_md: mediaUrl.ad(id, 'md'),
    image_lg: mediaUrl.ad(id, 'lg'),
    ...overrides,
  }
}
