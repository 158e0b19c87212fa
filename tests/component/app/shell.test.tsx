import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '#mocks/node'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'

setupMockBackend()

describe('page titles', () => {
  it('name each page in the browser tab', async () => {
    const app = renderApp('/top')
    await screen.findByRole('heading', { level: 1, name: 'Top posts' })
    await waitFor(() => expect(document.title).toBe('Top posts · FILM WAFFLE'))

    await app.router.navigate({ to: '/privacy-policy' })
    await waitFor(() => expect(document.title).toBe('Privacy policy · FILM WAFFLE'))
  })
})

describe('focus after navigation', () => {
  it('stays put on first load and on the site’s own changes of page, and moves to the new page’s heading once the person follows a link', async () => {
    const user = userEvent.setup()
    const app = renderApp('/home')
    const home = await screen.findByRole('heading', { level: 1, name: 'Home' })
    expect(home).not.toHaveFocus()

    // A change of page nobody asked for yet (as an unknown address replaced by /404 on start-up).
    await app.router.navigate({ to: '/trending' })
    const trending = await screen.findByRole('heading', { level: 1, name: 'Trending posts' })
    await new Promise((settled) => setTimeout(settled, 50))
    expect(trending).not.toHaveFocus()
    expect(document.activeElement).toBe(document.body)

    await user.click(screen.getAllByRole('link', { name: 'Film recommender' })[0]!)

    const recommender = await screen.findByRole('heading', { level: 1, name: 'Film recommender' })
    await waitFor(() => expect(recommender).toHaveFocus())
  })

  it('offers a skip link to the main content', async () => {
    renderApp('/home')

    const skip = await screen.findByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveAttribute('href', '#main')
    expect(document.getElementById('main')?.tagName).toBe('MAIN')
  })
})

describe('a page that fails to load', () => {
  it('says what went wrong after two more tries, and tries again on request', async () => {
    await signIn('filmfan')
    let calls = 0
    server.use(
      http.get('*/api/auth', () => {
        calls += 1
        return HttpResponse.json({ detail: 'The profile service is down.' }, { status: 503 })
      }),
    )
    const app = renderApp('/profile')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('The profile service is down.')
    expect(calls).toBe(3)

    server.resetHandlers()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument()
  })

  it('is not retried when the server refused it: a 4xx is an answer', async () => {
    await signIn('filmfan')
    let calls = 0
    server.use(
      http.get('*/api/auth', () => {
        calls += 1
        return HttpResponse.json(
          { detail: 'You do not have permission to perform this action.' },
          { status: 403 },
        )
      }),
    )
    renderApp('/settings')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to perform this action.',
    )
    expect(calls).toBe(1)
  })
})

describe('search parameters', () => {
  it.each([
    // No post has this slug: the page says so (docs/behaviour.md#posts-and-feeds).
    ['/post/some-post?comment=abc', 'This post is not here', {}],
    ['/post/some-post?comment=12', 'This post is not here', { comment: 12 }],
    [
      '/forgot-my-password/recovery?profile=&session=abc',
      'Reset your password',
      { session: 'abc' },
    ],
    ['/top?query=%20%20blade%20%20%20runner%20', 'Top posts', { query: 'blade runner' }],
    ['/boards?filter=&query=', 'Boards', {}],
    ['/register?referral_id=', 'Sign up', {}],
    ['/login?redirect=%2F%2Fevil.example', 'Log in', {}],
  ])('%s renders the page with safe values', async (path, heading, expected) => {
    const app = renderApp(path)

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(app.router.state.matches.at(-1)?.search).toEqual(expected)
  })
})
