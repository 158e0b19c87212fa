import { Suspense, lazy, useCallback, useEffect, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { AppLayout } from '../components/layout/app-layout'
import type { LayoutAccount } from '../components/layout/layout-account'
import { preloadWhenIdle } from '../components/layout/preload'
import { AlertRegion } from '../components/ui/alert-region'
import { Loader } from '../components/ui/loader'
import type { Post } from '../features/posts/api/post-queries'
import { composerUsedAtom, openComposerAtom, resetComposerAtom } from '../features/posts/atoms'
import { sessionKeys } from '../features/session/api/session-queries'
import { useLogout } from '../features/session/api/use-logout'
import type { SessionContext } from '../features/session/session-context'
import { useSession } from '../features/session/use-session'
import { t } from '../i18n/index'
import { ALERT_TIMEOUT, useAlerts, type JotaiStore } from '../lib/alerts'
import { useDocumentTitle } from './-components/document-title'
import { useFocusMainHeadingOnNavigate } from './-components/focus-main-heading'
import { RedirectToNotFound } from './-components/redirect-to-not-found'
import { RouteError } from './-components/route-error'
import { RoutePending } from './-components/route-pending'

// The contact form only shows inside the Help dialog, which itself loads on first use.
const HelpContact = lazy(() =>
  import('../features/account/contact/contact-form').then((module) => ({
    default: module.HelpContact,
  })),
)

// The post composer (a dialog with fields and a drop zone) loads when a member first opens it,
// fetched ahead while the browser is idle once someone is signed in.
const loadComposer = () => import('../features/posts/components/composer-dialog')
const ComposerDialog = lazy(() =>
  loadComposer().then((module) => ({ default: module.ComposerDialog })),
)

// The search posts dialog loads on first use ("/", Ctrl/Cmd+K or a search button).
const loadSearchDialog = () => import('../features/posts/components/search-dialog')
const SearchDialog = lazy(() =>
  loadSearchDialog().then((module) => ({ default: module.SearchDialog })),
)

/** Feeds whose list "see all results" can narrow in place (spec §2: each takes `query`). */
const SEARCHABLE_FEEDS = ['/top', '/trending', '/new', '/grid'] as const

/** What every route's `beforeLoad` and `loader` receive (built in src/app/router.tsx). */
export interface RouterContext {
  queryClient: QueryClient
  session: SessionContext
  /** The jotai store, for guards and loaders that raise alerts (`pushAlert(store, …)`). */
  store: JotaiStore
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RootError,
  pendingComponent: RoutePending,
  notFoundComponent: RedirectToNotFound,
})

/** Routes under this layout id need a member; signing out there leaves for the home page. */
const MEMBERS_ONLY_ROUTE_ID = '/_consumers'

function RootLayout() {
  useDocumentTitle()
  useFocusMainHeadingOnNavigate()
  const router = useRouter()
  const session = useSession()
  const { mutate: logOut } = useLogout()
  const { push } = useAlerts()
  const queryClient = useQueryClient()
  const openComposer = useSetAtom(openComposerAtom)
  const isComposerUsed = useAtomValue(composerUsedAtom)
  const isMember = session.user !== null

  const resetComposer = useSetAtom(resetComposerAtom)
  const [isSearchOpen, setSearchOpen] = useState(false)
  const [hasOpenedSearch, setHasOpenedSearch] = useState(false)
  if (isSearchOpen && !hasOpenedSearch) setHasOpenedSearch(true)
  const openSearch = useCallback(() => setSearchOpen(true), [])
  const openPost = useCallback(
    (post: Post) =>
      void router.navigate({ to: '/post/$postSlug', params: { postSlug: post.slug } }),
    [router],
  )
  // "See all results" keeps the member on the feed they are reading, narrowed by `?query=` (the
  // header's Enter does the same); from any other page the results open in /top.
  const seeAllResults = useCallback(
    (query: string) => {
      const path = router.state.location.pathname
      const feed = SEARCHABLE_FEEDS.find((f) => f === path) ?? '/top'
      void router.navigate({ to: feed, search: { query } })
    },
    [router],
  )

  useEffect(() => (isMember ? preloadWhenIdle(loadComposer) : undefined), [isMember])
  // Keys typed right after "/" must land in the field, not wait for its chunk.
  useEffect(() => preloadWhenIdle(loadSearchDialog), [])
  // A sign-out (here, in another tab, or a session that expired) throws the draft away.
  useEffect(() => {
    if (!isMember) resetComposer()
  }, [isMember, resetComposer])

  const handleCreatePost = useCallback(() => openComposer({ kind: 'post' }), [openComposer])
  // The header and profile show the member's post count (`num_posts`).
  const handlePostCreated = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionKeys.profile() }),
    [queryClient],
  )

  const account: LayoutAccount | null = session.user && {
    username: session.user.username,
    profilePicture: session.user.profile_picture,
    numNotifications: session.user.num_notifications,
  }

  const handleLogout = useCallback(() => {
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
        if (onMembersPage) void router.navigate({ to: '/', replace: true })
        else void router.invalidate()
      },
    })
  }, [logOut, push, router])

  return (
    <>
      <AppLayout
        account={account}
        isAuthLoading={session.isLoading}
        onLogout={handleLogout}
        onCreatePost={isMember ? handleCreatePost : undefined}
        onOpenSearch={openSearch}
        helpExtra={
          <Suspense fallback={<Loader size="sm" />}>
            <HelpContact defaultEmail={session.user?.email} />
          </Suspense>
        }
      >
        <Outlet />
      </AppLayout>
      {isComposerUsed && session.user && (
        <Suspense fallback={null}>
          <ComposerDialog key={session.user.id} onCreated={handlePostCreated} />
        </Suspense>
      )}
      {hasOpenedSearch && (
        <Suspense fallback={null}>
          <SearchDialog
            isOpen={isSearchOpen}
            onOpenChange={setSearchOpen}
            onOpenPost={openPost}
            onSeeAll={seeAllResults}
          />
        </Suspense>
      )}
      <AlertRegion />
    </>
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
