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

describe('Link (the router link, native)', () => {
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
    '%s: Enter navigates inside the app instead of letting the browser load the page',
    async (name) => {
      const user = userEvent.setup()
      const router = renderWithRouter()
      const link = await screen.findByRole('link', { name })
      // Enter on a link is a click; the router cancels the browser's own page load.
      const clicks: MouseEvent[] = []
      link.addEventListener('click', (event) => clicks.push(event))
      link.focus()
      await user.keyboard('{Enter}')
      expect(await screen.findByText('Missing page')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/404')
      expect(clicks).toHaveLength(1)
      expect(clicks[0]?.defaultPrevented).toBe(true)
    },
  )

  it('leaves Ctrl+click and Ctrl+Enter to the browser (open in a new tab)', async () => {
    const router = renderWithRouter()
    const link = await screen.findByRole('link', { name: 'Text link' })
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.keyDown(link, { key: 'Enter', ctrlKey: true })).toBe(true)
    expect(router.state.location.pathname).toBe('/home')
  })
})
