import { MESSAGES } from '#mocks/handlers/auth'
import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'

export const unverifiedLogin = defineScenario({
  name: 'unverified-login',
  description:
    'Every login answers 401 “Two-factor authentication not completed. Please verify your account.”',
  handlers: [
    http.post('/api/auth/login', () => {
      throw problem.detail(MESSAGES.notVerified, 401)
    }),
  ],
})
