import { requireProfile } from '#mocks/handlers/lib/auth'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'

function fail({ request }: { request: Request }): never {
  requireProfile(request)
  throw problem.server()
}

export const commentError = defineScenario({
  name: 'comment-error',
  description: 'Creating, editing and deleting comments answers 500.',
  handlers: [
    http.post('/api/content/comment', fail),
    http.put('/api/content/comment', fail),
    http.delete('/api/content/comment', fail),
  ],
})
