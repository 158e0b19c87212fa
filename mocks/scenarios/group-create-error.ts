import { requireProfile } from '#mocks/handlers/lib/auth'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'

export const groupCreateError = defineScenario({
  name: 'group-create-error',
  description: 'Creating a group answers 500.',
  handlers: [
    http.post('/api/interest/group', ({ request }) => {
      requireProfile(request)
      throw problem.server()
    }),
  ],
})
