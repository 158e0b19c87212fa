import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppLayout } from '#components/layout/app-layout'
import type { LayoutAccount } from '#components/layout/layout-account'
import { renderInRouter } from './render-in-router'

function layout(account: LayoutAccount | null, isAuthLoading = false) {
  return (
    <AppLayout account={account} isAuthLoading={isAuthLoading} onLogout={vi.fn()}>
      <p>Page body</p>
    </AppLayout>
  )
}

describe('header account area', () => {
  it('offers Login and Sign Up to a visitor', async () => {
    await renderInRouter(layout(null))
    const banner = screen.getByRole('banner')

    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(within(banner).queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument()
  })

  it('shows nothing at all while auth is loading', async () => {
    await renderInRouter(layout(null, true))
    const banner = screen.getByRole('banner')

    expect(within(banner).getByTestId('header-account')).toBeEmptyDOMElement()
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    expect(within(banner).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument()
    // The rest of the header is there as usual.
    expect(within(banner).getByRole('button', { name: 'Help' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument()
  })

  it('shows the member’s picture button instead of Login and Sign Up', async () => {
    await renderInRouter(
      layout({
        username: 'reel_rachel',
        profilePicture: 'https://media.filmwaffle.test/u/rachel.jpg',
        numNotifications: 0,
      }),
    )
    const banner = screen.getByRole('banner')

    const button = within(banner).getByRole('button', { name: 'Account menu for reel_rachel' })
    expect(button.querySelector('img')).toHaveAttribute(
      'src',
      'https://media.filmwaffle.test/u/rachel.jpg',
    )
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
  })

  it('falls back to the default icon when there is no picture or it is not a safe URL', async () => {
    await renderInRouter(
      layout({
        username: 'reel_rachel',
        profilePicture: 'javascript:alert(1)',
        numNotifications: 0,
      }),
    )
    const button = within(screen.getByRole('banner')).getByRole('button', {
      name: 'Account menu for reel_rachel',
    })

    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('svg')).not.toBeNull()
  })

  it('links the logo and the recommender icon', async () => {
    await renderInRouter(layout(null))
    const banner = screen.getByRole('banner')

    expect(within(banner).getByRole('link', { name: 'Film Waffle home' })).toHaveAttribute(
      'href',
      '/home',
    )
    expect(within(banner).getByRole('link', { name: 'Film recommender' })).toHaveAttribute(
      'href',
      '/ai/recommender',
    )
  })
})
