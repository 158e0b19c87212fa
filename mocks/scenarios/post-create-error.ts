import { requireProfile } from '../handlers/lib/auth'
import { problem } from '../handlers/lib/errors'
import { http } from '../handlers/lib/http'
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
