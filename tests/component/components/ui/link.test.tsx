import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ButtonLink, Link } from '#components/ui/link'

/** A two-page router over memory history, just enough to watch navigation happen. */
function renderWithRouter() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Link to="/404">Text link</Link>
        <ButtonLink to="/404">Button link</ButtonLink>
        <Outlet />
      </>
    ),
  })
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/home',
    component: () => <p>Home page</p>,
  })
  const notFound = createRoute({
    getParentRoute: () => rootRoute,
    path: '/404',
    component: () => <p>Missing page</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, notFound]),
    history: createMemoryHistory({ initialEntries: ['/home'] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('Link (router link over react-aria)', () => {
  it('navigates on click with a real href', async () => {
    const user = userEvent.setup()
    const router = renderWithRouter()
    const link = await screen.findByRole('link', { name: 'Text link' })
    expect(link).toHaveAttribute('href', '/404')
    await user.click(link)
    expect(await screen.findByText('Missing page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/404')
  })

  it.each(['Text link', 'Button link'])(
    '%s: Enter navigates inside the app instead of letting the browser reload the page',
    async (name) => {
      const user = userEvent.setup()
      const router = renderWithRouter()
      const link = await screen.findByRole('link', { name })
      link.focus()
      // The browser's own activation (a full page load) is cancelled on key-down...
      expect(fireEvent.keyDown(link, { key: 'Enter' })).toBe(false)
      fireEvent.keyUp(link, { key: 'Enter' })
      // ...and the router navigates client-side on key-up.
      expect(await screen.findByText('Missing page')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/404')
      await user.keyboard('{Escape}')
    },
  )

  it('leaves Ctrl+Enter to the browser (open in a new tab)', async () => {
    renderWithRouter()
    const link = await screen.findByRole('link', { name: 'Text link' })
    link.focus()
    expect(fireEvent.keyDown(link, { key: 'Enter', ctrlKey: true })).toBe(true)
  })
})
