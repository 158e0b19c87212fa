import { requireProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'

const PLATFORM_NAMES = { tiktok: 'TikTok', instagram: 'Instagram', facebook: 'Facebook' } as const

/**
 * OAuth callbacks. Any code links the account, except `denied` (the member refused on the
 * platform) and `expired`, which answer 400 like a real exchange failure.
 */
function connect(platform: keyof typeof PLATFORM_NAMES, code: string | null) {
  if (code === 'denied' || code === 'expired') {
    return {
      error: { code: [`${PLATFORM_NAMES[platform]} did not accept this authorisation code.`] },
    }
  }
  return {
    ok: {
      platform,
      connected: true,
      message: `Your ${PLATFORM_NAMES[platform]} account is now connected.`,
    },
  }
}

export const integrationsHandlers = [
  http.get('/api/integration/tiktok/callback', ({ request, query, response }) => {
    requireProfile(request)
    const result = connect('tiktok', query.get('code'))
    if (result.error) throw problem.validation(result.error)
    return response(200).json(result.ok)
  }),
  http.get('/api/integration/instagram/callback', ({ request, query, response }) => {
    requireProfile(request)
    const result = connect('instagram', query.get('code'))
    if (result.error) throw problem.validation(result.error)
    return response(200).json(result.ok)
  }),
  http.get('/api/integration/facebook/callback', ({ request, query, response }) => {
    requireProfile(request)
    const result = connect('facebook', query.get('code'))
    if (result.error) throw problem.validation(result.error)
    return response(200).json(result.ok)
  }),
]
