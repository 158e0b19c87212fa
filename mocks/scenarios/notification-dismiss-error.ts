import { requireProfile } from '../handlers/lib/auth'
import { problem } from '../handlers/lib/errors'
import { http } from '../handlers/lib/http'
import { defineScenario } from './define'

export const notificationDismissError = defineScenario({
  name: 'notification-dismiss-error',
  description: 'Dismissing a notification answers 500.',
  handlers: [
    http.put('/api/notification', ({ request }) => {
      requireProfile(request)
      throw problem.server()
    }),
  ],
})
