import { accessTokenOrigin } from '#mocks/db/tokens'
import { bearerToken } from '#mocks/handlers/lib/auth'
import { defineScenario } from './define'
import { answerNormally, everyApiCall } from './lib'

/**
 * Every call that carries an access token minted by a login is answered as if that token had
 * expired (tokens minted by a refresh get through), whatever the operation does with a stale token.
 */
export const rejectLoginTokens = everyApiCall(({ request }) => {
  const token = bearerToken(request)
  if (!token || accessTokenOrigin(token) !== 'login') return undefined
  return answerNormally(request, {
    headers: (headers) => headers.set('authorization', 'Bearer expired-by-scenario'),
  })
})

export const sessionExpired = defineScenario({
  name: 'session-expired',
  description:
    'Access tokens from a login are rejected as expired on first use (401 token_not_valid); refreshing works and the refreshed token is accepted.',
  handlers: [rejectLoginTokens],
})
