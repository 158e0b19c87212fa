import { queryOptions } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'

export type IntegrationResult = components['schemas']['IntegrationResult']
export type IntegrationPlatform = IntegrationResult['platform']

/** The platforms of docs/behaviour.md#logs-and-integrations, each with its own callback call. */
export const INTEGRATION_PLATFORMS: readonly IntegrationPlatform[] = [
  'tiktok',
  'instagram',
  'facebook',
]

export function isIntegrationPlatform(value: string): value is IntegrationPlatform {
  return (INTEGRATION_PLATFORMS as readonly string[]).includes(value)
}

export const integrationKeys = {
  all: ['private', 'integrations'] as const,
  callback: (platform: IntegrationPlatform, code: string) =>
    [...integrationKeys.all, platform, code] as const,
}

export const integrationQueries = {
  /**
   * `GET api/integration/{platform}/callback?code` (openapi `handleTiktokCallback` and its
   * siblings). An authorisation code is good once: the answer is kept for the visit (a re-render or
   * Back never sends the code again) and a refusal is never retried.
   */
  callback: (platform: IntegrationPlatform, code: string) =>
    queryOptions({
      queryKey: integrationKeys.callback(platform, code),
      queryFn: ({ signal }) =>
        apiGet(`/api/integration/${platform}/callback`, { query: { code }, signal }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
}
