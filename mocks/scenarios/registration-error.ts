import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'

export const registrationError = defineScenario({
  name: 'registration-error',
  description: 'Registration itself fails with 500 (the checks pass).',
  handlers: [
    http.post('/api/auth/register', () => {
      throw problem.server()
    }),
  ],
})
