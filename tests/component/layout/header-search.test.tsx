import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppLayout } from '#components/layout/app-layout'
import { renderInRouter } from './render-in-router'

function layout() {
  return (
    <AppLayout account={null} isAuthLoading={false} onLogout={vi.fn()}>
      <p>Page body</p>
    </AppLayout>
  )
}

function searchBox() {
  return within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search for topics' })
}

describe('header search', () => {
  it('shows the "Search for topics..." placeholder', async () => {
    await renderInRouter(layout())
    expect(searchBox()).toHaveAttribute('placeholder', 'Search for topics...')
  })

  it('sets ?query= on the current page on Enter, normalised and keeping other params', async () => {
    const { router, user } = await renderInRouter(layout(), { path: '/grid?page=2' })

    await user.type(searchBox(), '  alien    covenant  {Enter}')

    expect(router.state.location.pathname).toBe('/grid')
    const params = new URLSearchParams(router.state.location.searchStr)
    expect(params.get('query')).toBe('alien covenant')
    expect(params.get('page')).toBe('2')
    expect(searchBox()).toHaveValue('alien covenant')
  })

  it('removes the query from the URL when the box is blank', async () => {
    const { router, user } = await renderInRouter(layout(), { path: '/home?query=noir&page=3' })
    expect(searchBox()).toHaveValue('noir')

    await user.clear(searchBox())
    await user.type(searchBox(), '    {Enter}')

    expect(router.state.location.pathname).toBe('/home')
    const params = new URLSearchParams(router.state.location.searchStr)
    expect(params.has('query')).toBe(false)
    expect(params.get('page')).toBe('3')
  })

  it('follows the URL when the query changes elsewhere (back, links)', async () => {
    const { router } = await renderInRouter(layout(), { path: '/home?query=noir' })
    expect(searchBox()).toHaveValue('noir')

    await router.navigate({ to: '/grid', search: { query: 'heist' } })

    expect(await screen.findByDisplayValue('heist')).toBe(searchBox())
  })

  it('on phones a toggle button reveals the field and moves focus into it', async () => {
    const { user } = await renderInRouter(layout())
    const banner = screen.getByRole('banner')
    const toggle = within(banner).getByRole('button', { name: 'Search' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)

    expect(within(banner).getByRole('button', { name: 'Close search' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(searchBox()).toHaveFocus()

    // Escape on the empty field folds the panel away again.
    await user.keyboard('{Escape}')
    expect(within(banner).getByRole('button', { name: 'Search' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('draws the post search apart from the topic search: the two sit side by side on tablets', async () => {
    await renderInRouter(
      <AppLayout account={null} isAuthLoading={false} onLogout={vi.fn()} onOpenSearch={vi.fn()}>
        <p>Page body</p>
      </AppLayout>,
    )
    const banner = screen.getByRole('banner')
    const drawing = (name: string) =>
      within(banner).getByRole('button', { name }).querySelector('svg')?.innerHTML
    const topics = drawing('Search')
    const posts = drawing('Search posts')

    expect(topics).toBeTruthy()
    expect(posts).toBeTruthy()
    expect(posts).not.toBe(topics)
    // The bottom bar's Search opens the post search too: the same drawing.
    const bottomBar = screen.getByRole('navigation', { name: 'Quick navigation' })
    expect(
      within(bottomBar).getByRole('button', { name: 'Search' }).querySelector('svg')?.innerHTML,
    ).toBe(posts)
  })

  it("the bottom bar's Search button opens the header field and focuses it", async () => {
    const { user } = await renderInRouter(layout())
    const bottomBar = screen.getByRole('navigation', { name: 'Quick navigation' })

    await user.click(within(bottomBar).getByRole('button', { name: 'Search' }))

    expect(searchBox()).toHaveFocus()
  })
})
