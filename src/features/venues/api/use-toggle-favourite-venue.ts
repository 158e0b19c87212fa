import { useMutation } from '@tanstack/react-query'
import { apiPut } from '#lib/api/client'

export const venueMutationKeys = {
  favourite: () => ['venues', 'favourite'] as const,
}

/**
 * PUT /api/venue/location/favourite `{ id }` (openapi `toggleFavouriteLocation`): marks the venue
 * as a favourite, or unmarks it. Not optimistic: the answer carries the member's whole list, which
 * the caller (the owner of the session profile) writes back.
 */
export function useToggleFavouriteVenue() {
  return useMutation({
    mutationKey: venueMutationKeys.favourite(),
    mutationFn: (id: number) => apiPut('/api/venue/location/favourite', { body: { id } }),
  })
}
