import { MESSAGES } from '#mocks/handlers/auth'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'

export const loginError = defineScenario({
  name: 'login-error',
  description: 'Every login answers 401 “No active account found with the given credentials”.',
  handlers: [
    http.post('/api/auth/login', () => {
      throw problem.detail(MESSAGES.wrongCredentials, 401)
    }),
  ],
})
