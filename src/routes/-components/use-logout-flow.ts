import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLogout } from '#features/session/api/use-logout'
import { t } from '#i18n/index'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { focusMainHeading } from './focus-main-heading'

/** Routes under this layout id need a member; signing out there leaves for the home page. */
const MEMBERS_ONLY_ROUTE_ID = '/_consumers'

/**
 * The header's "Log out": signs out, says how it went ("Logout successful, see you soon!"), and
 * leaves a members-only page for the home page, or reloads a public one for the visitor's view.
 * Either way focus lands on the page's heading: the account button that had it (the menu gives
 * focus back to its opener) is gone, and focus would otherwise fall to <body>.
 */
export function useLogoutFlow() {
  const router = useRouter()
  const { mutate: logOut } = useLogout()
  const { push } = useAlertActions()
  return useCallback(() => {
    logOut(undefined, {
      onSuccess: (outcome) => {
        push(
          outcome === 'signed-out'
            ? { message: t('logout_success'), status: 'success', timeout: ALERT_TIMEOUT.logout }
            : { message: t('logout_error'), status: 'danger', timeout: ALERT_TIMEOUT.logout },
        )
        const onMembersPage = router.state.matches.some((match) =>
          match.routeId.startsWith(MEMBERS_ONLY_ROUTE_ID),
        )
        // Leaving the page moves focus like any navigation does (useFocusMainHeadingOnNavigate).
        if (onMembersPage) void router.navigate({ to: '/', replace: true })
        else void router.invalidate().then(() => focusMainHeading())
      },
    })
  }, [logOut, push, router])
}
