import { requireProfile } from '#mocks/handlers/lib/auth'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
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
