import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'

setupMockBackend()

describe('redirects (docs/behaviour.md#navigation-and-layout)', () => {
  it('sends / to /home', async () => {
    const app = renderApp('/')

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    expect(app.currentHref()).toBe('/home')
  })

  it('sends an unknown path to /404, which says so', async () => {
    const app = renderApp('/no/such/page?x=1')

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument()
    expect(screen.getByText('Page not found')).toBeInTheDocument()
    await waitFor(() => expect(app.currentHref()).toBe('/404'))
    await waitFor(() => expect(document.title).toBe('Page not found · FILM WAFFLE'))
  })

  it('offers a way home from the 404 page', async () => {
    const app = renderApp('/404')

    await app.user.click(await screen.findByRole('link', { name: 'Go to the home page' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
  })
})
