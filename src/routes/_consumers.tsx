import { createFileRoute, redirect } from '@tanstack/react-router'
import { CONSUMERS_GROUP, hasGroup } from '#features/session/lib/groups'

/**
 * The profile routes belong to the group Consumers (docs/behaviour.md#navigation-and-layout). The
 * guard waits for the profile, sends visitors to sign in (remembering where they were going) and
 * members outside the group to /404.
 */
export const Route = createFileRoute('/_consumers')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.session.ensureUser()
    if (user === null) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
    }
    if (!hasGroup(user, CONSUMERS_GROUP)) throw redirect({ to: '/404', replace: true })
    return { user }
  },
})
