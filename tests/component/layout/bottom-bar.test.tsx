import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppLayout } from '#components/layout/app-layout'
import type { LayoutAccount } from '#components/layout/layout-account'
import { renderInRouter } from './render-in-router'

const member: LayoutAccount = { username: 'reel_rachel', profilePicture: null, numNotifications: 0 }

function bottomBar() {
  return screen.getByRole('navigation', { name: 'Quick navigation' })
}

describe('mobile bottom bar', () => {
  it('gives a member home, discover, create post, search and profile', async () => {
    const onCreatePost = vi.fn()
    const { user } = await renderInRouter(
      <AppLayout
        account={member}
        isAuthLoading={false}
        onLogout={vi.fn()}
        onCreatePost={onCreatePost}
      >
        <p>Page body</p>
      </AppLayout>,
    )
    const bar = bottomBar()

    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home')
    expect(within(bar).getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'href',
      '/ai/recommender',
    )
    expect(within(bar).getByRole('button', { name: 'Search' })).toBeInTheDocument()
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    expect(within(bar).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()

    await user.click(within(bar).getByRole('button', { name: 'Create post' }))
    expect(onCreatePost).toHaveBeenCalledTimes(1)
  })

  it('gives a visitor Login and Sign up instead of create post and profile', async () => {
    await renderInRouter(
      <AppLayout account={null} isAuthLoading={false} onLogout={vi.fn()} onCreatePost={vi.fn()}>
        <p>Page body</p>
      </AppLayout>,
    )
    const bar = bottomBar()

    expect(within(bar).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(within(bar).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register')
    expect(within(bar).queryByRole('button', { name: 'Create post' })).not.toBeInTheDocument()
    expect(within(bar).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument()
  })

  it('leaves the account slots empty while auth is loading', async () => {
    await renderInRouter(
      <AppLayout account={null} isAuthLoading onLogout={vi.fn()} onCreatePost={vi.fn()}>
        <p>Page body</p>
      </AppLayout>,
    )
    const bar = bottomBar()

    expect(within(bar).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    expect(within(bar).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument()
    expect(within(bar).getByRole('link', { name: 'Home' })).toBeInTheDocument()
  })
})
