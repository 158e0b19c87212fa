import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createBrowserHistory,
  createRouter,
  parseSearchWith,
  stringifySearchWith,
  type RouterHistory,
} from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { createSessionContext } from '#features/session/session-context'
import type { JotaiStore } from '#lib/alerts'
import { routeTree } from '../routeTree.gen'
import { RedirectToNotFound } from '#routes/-components/redirect-to-not-found'
import { RouteError } from '#routes/-components/route-error'
import { RoutePending } from '#routes/-components/route-pending'

export interface AppRouterOptions {
  queryClient: QueryClient
  store: JotaiStore
  /** Browser history at the root base path by default; tests pass a memory history. */
  history?: RouterHistory
}

/**
 * Search values are read and written as plain text (`?comment=5&query=noir`), not JSON-quoted:
 * links in e-mails (`?profile=…&session=…`) and shared URLs stay readable, and each route's
 * `validateSearch` turns the text into typed values with safe fallbacks.
 */
const parseSearch = parseSearchWith((value) => value)
const stringifySearch = stringifySearchWith(String)

export function createAppRouter({
  queryClient,
  store,
  history = createBrowserHistory(),
}: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    basepath: '/',
    context: { queryClient, store, session: createSessionContext(queryClient) },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it (ensureQueryData is cheap when fresh).
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    defaultNotFoundComponent: RedirectToNotFound,
    scrollRestoration: true,
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </QueryClientProvider>
    ),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
