import { requireProfile } from '#mocks/handlers/lib/auth'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'

/** Members get the 500; a visitor still gets the 401 the normal handler gives. */
export const voteError = defineScenario({
  name: 'vote-error',
  description: 'Voting on posts and comments answers 500.',
  handlers: [
    http.put('/api/reaction/vote/post', ({ request }) => {
      requireProfile(request)
      throw problem.server()
    }),
    http.put('/api/reaction/vote/comment', ({ request }) => {
      requireProfile(request)
      throw problem.server()
    }),
  ],
})
