import { queryOptions } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'

export type Advertisement = components['schemas']['Advertisement']

export const adKeys = {
  all: ['ads'] as const,
  banners: () => [...adKeys.all, 'Banner'] as const,
}

export const adQueries = {
  /** The rotating banners of /home (openapi `listAdvertisements`, category Banner). */
  banners: () =>
    queryOptions({
      queryKey: adKeys.banners(),
      queryFn: ({ signal }) =>
        apiGet('/api/advertisement', { query: { category: 'Banner' }, signal }),
      staleTime: 5 * 60_000,
    }),
}
