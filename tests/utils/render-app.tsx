import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router'
import { configure, render, type RenderResult } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { resetMockDb, server, setScenario, takeContractViolations } from '#mocks/node'
import { DEMO_PASSWORD } from '#mocks/db/seed'
import { createQueryClient } from '#app/query-client'
import { createAppRouter, type AppRouter } from '#app/router'
import { connectSessionEvents } from '#app/session-events'
import { apiPost } from '#lib/api/client'
import { writeTokens } from '#lib/api/tokens'
import type { JotaiStore } from '#lib/alerts'

/*
 * The component tier's harness: the real route tree over memory history, a fresh QueryClient and
 * jotai store per render, and the mock backend (MSW in Node, fresh db per test) answering every
 * call. An unhandled request fails the test. Vary behaviour with `server.use(...)` or
 * `setScenario(name)`; never by mocking our own network layer.
 */

// The whole app renders per test on a two-core machine shared with other suites: give `findBy*`
// more than the default second before calling a page missing. 10 s, not 5: a dialog whose code
// loads on first use (share, composer, search) is imported and transformed in the test the first
// time it opens in a file. The share dialog's first open took 1.8–2.5 s on an idle machine and
// 7.5–8 s with three busy loops on the two cores, and CI once failed it at 5 s.
configure({ asyncUtilTimeout: 10_000 })

const cleanups: (() => void)[] = []

/** Call once at the top of a component test file. */
export function setupMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    resetMockDb()
    localStorage.clear()
    sessionStorage.clear()
    document.title = 'FILM WAFFLE'
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    server.resetHandlers()
    setScenario(null)
    // Every answer the mocks gave in this test matched the document (mocks/contract/responses.ts).
    expect(takeContractViolations().map((v) => v.message)).toEqual([])
  })
  afterAll(() => server.close())
}

export interface RenderAppResult extends RenderResult {
  router: AppRouter
  queryClient: QueryClient
  store: JotaiStore
  user: UserEvent
  /** The current path with its search, e.g. `/login?redirect=%2Fprofile`. */
  currentHref: () => string
  /** Providers for `renderHook` calls that should share this app's router, cache and store. */
  wrapper: (props: { children: ReactNode }) => ReactNode
}

/** Renders the whole app at `path` the way main.tsx does, minus the browser-only bits. */
export function renderApp(path = '/'): RenderAppResult {
  const queryClient = createQueryClient()
  // Same retry policy as the app, without the wait between tries.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  })
  const store = createStore()
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter({ queryClient, store, history })
  cleanups.push(connectSessionEvents({ queryClient, router }), () => queryClient.clear())

  const user = userEvent.setup()
  const result = render(<RouterProvider router={router} />)

  function wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <RouterContextProvider router={router}>{children}</RouterContextProvider>
        </JotaiProvider>
      </QueryClientProvider>
    )
  }

  return {
    ...result,
    router,
    queryClient,
    store,
    user,
    currentHref: () => router.state.location.href,
    wrapper,
  }
}

export type DemoUsername = 'filmfan' | 'critic'

/**
 * Signs a demo account in through the mock backend and stores its tokens, as a previous visit
 * would have left them: the next render starts signed in.
 */
export async function signIn(username: DemoUsername = 'filmfan'): Promise<void> {
  const tokens = await apiPost('/api/auth/login', { body: { username, password: DEMO_PASSWORD } })
  writeTokens(tokens)
}
