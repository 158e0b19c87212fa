import { MESSAGES } from '#mocks/handlers/auth'
import { getDb } from '#mocks/db/store'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'
import { answerNormally } from './lib'

export const usernameTaken = defineScenario({
  name: 'username-taken',
  description: 'Sign-up step 2 (check-2) and registration say the username is already taken.',
  handlers: [
    http.post('/api/auth/register/check-2', () => {
      throw problem.detail(MESSAGES.usernameTaken, 400)
    }),
    // Registration is checked as if the member had chosen an existing username, so the other
    // fields' errors still come with it.
    http.post('/api/auth/register', ({ request }) =>
      answerNormally(request, {
        body: (body) => ({ ...body, username: getDb().profiles[0]?.username ?? 'filmfan' }),
      }),
    ),
  ],
})
