import { newestFirst } from '#mocks/db/order'
import { toNotification, unreadNotifications } from '#mocks/db/serialise'
import { commit, getDb } from '#mocks/db/store'
import { requireProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'
import { pageParam, paginate } from './lib/paging'

export const notificationsHandlers = [
  http.get('/api/notification', ({ request, response }) => {
    const profile = requireProfile(request)
    const db = getDb()
    const mine = db.notifications
      .filter((n) => n.recipient_id === profile.id && !n.dismissed)
      .sort(newestFirst)
    const page = paginate(mine, pageParam(request.url))
    return response(200).json({ ...page, results: page.results.map((n) => toNotification(db, n)) })
  }),

  http.put('/api/notification', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const db = getDb()
    const notification = db.notifications.find(
      (n) => n.id === body.id && n.recipient_id === profile.id && !n.dismissed,
    )
    if (!notification) throw problem.notFound()
    notification.dismissed = true
    commit()
    return response(200).json({
      id: notification.id,
      num_notifications: unreadNotifications(db, profile.id),
    })
  }),
]
