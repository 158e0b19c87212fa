import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseRedirectPath } from '#lib/search-params'

/**
 * Sign-in, sign-up and password recovery are for visitors (docs/behaviour.md#accounts-and-sign-in):
 * a signed-in member is sent on to where they were going (`?redirect=`, same-origin paths only) or
 * to `/`. A failed profile load counts as "not signed in" here, so these pages always stay
 * reachable.
 */
export const Route = createFileRoute('/_guest')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.session.ensureUser().catch(() => null)
    if (user === null) return
    const target = parseRedirectPath((location.search as Record<string, unknown>).redirect)
    if (target === undefined) throw redirect({ to: '/', replace: true })
    throw redirect({ href: target, replace: true })
  },
})
