import { toAdvertisement } from '#mocks/db/serialise'
import { getDb } from '#mocks/db/store'
import { http } from './lib/http'

export const advertisementsHandlers = [
  http.get('/api/advertisement', ({ query, response }) => {
    const category = query.get('category')
    const ads = getDb().advertisements.filter((ad) => ad.category === category)
    return response(200).json({ results: ads.map(toAdvertisement) })
  }),
]
