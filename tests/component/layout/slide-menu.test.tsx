import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppLayout } from '#components/layout/app-layout'
import type { LayoutAccount } from '#components/layout/layout-account'
import { renderInRouter } from './render-in-router'

const member: LayoutAccount = { username: 'reel_rachel', profilePicture: null, numNotifications: 3 }

function layout(account: LayoutAccount | null, onLogout = vi.fn()) {
  return (
    <AppLayout account={account} isAuthLoading={false} onLogout={onLogout}>
      <p>Page body</p>
    </AppLayout>
  )
}

async function openMenu(user: Awaited<ReturnType<typeof renderInRouter>>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }))
  return screen.findByRole('dialog', { name: 'Menu' })
}

describe('slide-out menu', () => {
  it('for a member lists every destination, Profile, Settings and Logout, with the unread count', async () => {
    const { user } = await renderInRouter(layout(member))
    const menu = await openMenu(user)

    const links = within(menu).getByRole('navigation', { name: 'Main' })
    expect(within(links).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home')
    expect(within(links).getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/grid')
    expect(within(links).getByRole('link', { name: 'Recommender' })).toHaveAttribute(
      'href',
      '/ai/recommender',
    )
    expect(within(links).getByRole('link', { name: /^Notifications\s*3 unread$/ })).toHaveAttribute(
      'href',
      '/notifications',
    )
    expect(within(links).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    expect(within(links).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    )
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(within(menu).getByText('reel_rachel')).toBeInTheDocument()
  })

  it('for a visitor shows only the public destinations, without a badge', async () => {
    const { user } = await renderInRouter(layout(null))
    const menu = await openMenu(user)

    expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: 'Feed' })).toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: 'Recommender' })).toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument()
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    expect(within(menu).queryByText(/unread/)).not.toBeInTheDocument()
  })

  it('shows no badge when there is nothing unread, and caps large counts', async () => {
    const { user, unmount } = await renderInRouter(layout({ ...member, numNotifications: 0 }))
    let menu = await openMenu(user)
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toBeInTheDocument()
    unmount()

    const second = await renderInRouter(layout({ ...member, numNotifications: 250 }))
    menu = await openMenu(second.user)
    const notifications = within(menu).getByRole('link', { name: /250 unread/ })
    expect(notifications).toHaveTextContent('99+')
  })

  it('Logout calls onLogout and closes the menu', async () => {
    const onLogout = vi.fn()
    const { user } = await renderInRouter(layout(member, onLogout))
    const menu = await openMenu(user)

    await user.click(within(menu).getByRole('button', { name: 'Logout' }))

    expect(onLogout).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('Escape closes it and gives focus back to the menu button', async () => {
    const { user } = await renderInRouter(layout(member))
    await openMenu(user)

    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' })
    await waitFor(() => expect(menuButton).toHaveFocus())
  })

  it('keeps keyboard focus inside while open', async () => {
    const { user } = await renderInRouter(layout(member))
    const menu = await openMenu(user)

    for (let i = 0; i < 12; i += 1) {
      await user.tab()
      expect(menu).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('closes when one of its links navigates', async () => {
    const { router, user } = await renderInRouter(layout(member))
    const menu = await openMenu(user)

    await user.click(within(menu).getByRole('link', { name: 'Feed' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/grid'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes on any other navigation, such as going back', async () => {
    const { router, user } = await renderInRouter(layout(member), { path: '/home' })
    await router.navigate({ to: '/grid' })
    await openMenu(user)

    router.history.back()

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('the profile picture button opens it too', async () => {
    const { user } = await renderInRouter(layout(member))

    await user.click(
      within(screen.getByRole('banner')).getByRole('button', {
        name: 'Account menu for reel_rachel',
      }),
    )

    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
  })
})
