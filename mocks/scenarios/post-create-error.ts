import { requireProfile } from '#mocks/handlers/lib/auth'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'

export const postCreateError = defineScenario({
  name: 'post-create-error',
  description: 'Creating a post or question answers 500.',
  handlers: [
    http.post('/api/content/post', ({ request }) => {
      requireProfile(request)
      throw problem.server()
    }),
  ],
})
