import { problem } from '#mocks/handlers/lib/errors'
import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'
import { rejectLoginTokens } from './session-expired'

export const refreshFailed = defineScenario({
  name: 'refresh-failed',
  description:
    'Access tokens from a login are rejected and the refresh call fails too (401 token_not_valid): the session ends.',
  handlers: [
    http.post('/api/auth/login/refresh', () => {
      throw problem.tokenNotValid('Token is invalid or expired')
    }),
    rejectLoginTokens,
  ],
})
