import { commit, getDb } from '#mocks/db/store'
import { requireProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'

export const venueHandlers = [
  http.put('/api/venue/location/favourite', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const location = getDb().locations.find((l) => l.id === body.id)
    if (!location) throw problem.notFound()
    const isFavourite = profile.favourite_location_ids.includes(location.id)
    profile.favourite_location_ids = isFavourite
      ? profile.favourite_location_ids.filter((id) => id !== location.id)
      : [...profile.favourite_location_ids, location.id]
    commit()
    return response(200).json({
      id: location.id,
      is_favourite: !isFavourite,
      favourite_locations: [...profile.favourite_location_ids],
    })
  }),
]
