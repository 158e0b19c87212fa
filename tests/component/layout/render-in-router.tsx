import type { ReactNode } from 'react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
} from '@tanstack/react-router'
import { render, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * A minimal router around the component under test: a root route that renders it, plus empty
 * child routes for the paths the shell links to, so navigation lands somewhere real. Search
 * params are plain text, as in the app's router.
 */
const CHILD_PATHS = [
  '/home',
  '/grid',
  '/ai/recommender',
  '/notifications',
  '/profile',
  '/settings',
  '/login',
  '/register',
  '/terms-and-conditions',
  '/privacy-policy',
  '/cookies',
  '/disclaimer',
  '/acceptable-use-policy',
] as const

export async function renderInRouter(ui: ReactNode, { path = '/home' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const children = CHILD_PATHS.map((childPath) =>
    createRoute({ getParentRoute: () => rootRoute, path: childPath, component: () => null }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(String),
  })
  const user = userEvent.setup()
  const result = render(<RouterProvider router={router} />)
  // The first match resolves asynchronously; wait until the root has rendered.
  await waitFor(() => expect(router.state.status).toBe('idle'))
  return { ...result, router, user }
}
