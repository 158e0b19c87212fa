import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'
import { answerNormally } from './lib'

/** A session token no recovery link ever carries: the normal handlers answer it as expired. */
const SPENT = 'expired-by-scenario'

export const expiredRecoveryLink = defineScenario({
  name: 'expired-recovery-link',
  description: 'Password-recovery links always check as expired (verify and recover answer 400).',
  handlers: [
    http.get('/api/auth/forgot-my-password/verify', ({ request }) =>
      answerNormally(request, { url: (url) => url.searchParams.set('session', SPENT) }),
    ),
    http.post('/api/auth/forgot-my-password/recover', ({ request }) =>
      answerNormally(request, { body: (body) => ({ ...body, session: SPENT }) }),
    ),
  ],
})
