import { Suspense, useDeferredValue, useEffect } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppLayout } from '#components/layout/app-layout'
import type { LayoutAccount } from '#components/layout/layout-account'
import { AlertRegion } from '#components/ui/alert-region'
import { Loader } from '#components/ui/loader'
import type { SessionContext } from '#features/session/session-context'
import { useSession } from '#features/session/use-session'
import type { JotaiStore } from '#lib/alerts'
import { onDemand } from '#lib/on-demand'
import { ComposerHost, useOpenComposer } from './-components/composer-host'
import { SearchHost, useOpenSearch } from './-components/search-host'
import { Devtools } from './-components/devtools'
import { useDocumentTitle } from './-components/document-title'
import { useFocusMainHeadingOnNavigate } from './-components/focus-main-heading'
import { RedirectToNotFound } from './-components/redirect-to-not-found'
import { RouteError } from './-components/route-error'
import { RoutePending } from './-components/route-pending'
import { useLogoutFlow } from './-components/use-logout-flow'

// The contact form only shows inside the Help dialog, which itself loads on first use.
const HelpContact = onDemand(
  () => import('#features/account/contact/contact-form').then((module) => module.HelpContact),
  { pending: () => <Loader size="sm" /> },
)

/** What every route's `beforeLoad` and `loader` receive (built in src/app/router.tsx). */
export interface RouterContext {
  queryClient: QueryClient
  session: SessionContext
  /** The jotai store, for guards and loaders that raise alerts (`pushAlert(store, …)`). */
  store: JotaiStore
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A member's page opens with the member's controls: their profile loads beside the page's own
  // data (the matched routes' loaders run together), so a vote or a reply pressed at once is
  // never taken for a visitor's.
  loader: ({ context }) => context.session.settleUser(),
  component: FirstLoadRoot,
  errorComponent: RootError,
  pendingComponent: RootPending,
  notFoundComponent: RedirectToNotFound,
})

/** Whether the first load took long enough for the router to show RootPending. */
let pendingShown = false

/**
 * The whole site mounts at once when the first page's data arrives: on a mid-range phone that was
 * one task of 200–300 ms (React's render of every component, Chromium trace at 4x CPU slowdown),
 * all of it blocking the page. Mounting it as a deferred value makes it a transition React can
 * render in 5 ms slices, keeping what was on screen (nothing, or RootPending on a slow load) until
 * it is ready. Only the first mount is deferred: later navigations render inside the mounted
 * layout as before. The cost: the first screen commits in one piece, so a page whose side data
 * arrives while it renders shows it all together (/post: the post with its side lists, where it
 * used to come a moment before them;
 * README.md → Performance, "The first mount is a deferred render").
 */
function FirstLoadRoot() {
  const ready = useDeferredValue(true, false)
  if (ready) return <RootLayout />
  return pendingShown ? <RootPending /> : null
}

function RootLayout() {
  useDocumentTitle()
  useFocusMainHeadingOnNavigate()
  const session = useSession()
  const logOut = useLogoutFlow()
  const openComposer = useOpenComposer()
  const openSearch = useOpenSearch()

  const account: LayoutAccount | null = session.user && {
    username: session.user.username,
    profilePicture: session.user.profile_picture,
    numNotifications: session.user.num_notifications,
  }

  return (
    <>
      <AppLayout
        account={account}
        isAuthLoading={session.isLoading}
        onLogout={logOut}
        onCreatePost={session.user ? openComposer : undefined}
        onOpenSearch={openSearch}
        helpExtra={
          <Suspense fallback={<Loader size="sm" />}>
            <HelpContact defaultEmail={session.user?.email} />
          </Suspense>
        }
      >
        <Outlet />
      </AppLayout>
      <ComposerHost />
      <SearchHost />
      <AlertRegion />
      <Suspense fallback={null}>
        <Devtools />
      </Suspense>
    </>
  )
}

/**
 * A first load slower than the router's pending delay (a member's profile on a slow line): the
 * site's frame, its account corner still loading, around the page's loading state.
 */
function RootPending() {
  useEffect(() => {
    pendingShown = true
  }, [])
  return (
    <AppLayout account={null} isAuthLoading onLogout={() => undefined}>
      <RoutePending />
    </AppLayout>
  )
}

/** The root's own failure (the layout itself broke): the error screen without the layout. */
function RootError(props: Parameters<typeof RouteError>[0]) {
  return (
    <main id="main" tabIndex={-1}>
      <RouteError {...props} />
    </main>
  )
}
