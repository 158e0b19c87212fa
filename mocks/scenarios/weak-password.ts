import { MESSAGES } from '#mocks/handlers/auth'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'

export const weakPassword = defineScenario({
  name: 'weak-password',
  description: 'Sign-up step 1 (check-1) says the password is not strong enough.',
  handlers: [
    http.post('/api/auth/register/check-1', () => {
      throw problem.detail(MESSAGES.weakPassword, 400)
    }),
  ],
})
