import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppLayout } from '#components/layout/app-layout'
import { PageFrame } from '#components/layout/page-frame'
import { renderInRouter } from './render-in-router'

describe('AppLayout', () => {
  it('puts the skip link first and it moves focus to the main content', async () => {
    const { user } = await renderInRouter(
      <AppLayout account={null} isAuthLoading={false} onLogout={vi.fn()}>
        <p>Page body</p>
      </AppLayout>,
    )

    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#main')

    await user.keyboard('{Enter}')

    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', 'main')
    expect(main).toHaveFocus()
    expect(main).toHaveTextContent('Page body')
  })

  it('renders the landmarks of the shell around the page', async () => {
    await renderInRouter(
      <AppLayout account={null} isAuthLoading={false} onLogout={vi.fn()}>
        <p>Page body</p>
      </AppLayout>,
    )

    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument()
  })
})

describe('PageFrame', () => {
  it('gives the page one focusable h1, a subtitle, actions and the body', async () => {
    await renderInRouter(
      <PageFrame title="Trending" subtitle="What people talk about" actions={<button>Grid</button>}>
        <p>Posts</p>
      </PageFrame>,
    )

    const heading = screen.getByRole('heading', { level: 1, name: 'Trending' })
    expect(heading).toHaveAttribute('tabindex', '-1')
    heading.focus()
    expect(heading).toHaveFocus()
    expect(screen.getByText('What people talk about')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Grid' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Trending' })).toHaveTextContent('Posts')
  })
})
