import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'

/*
 * A fault of the app's own: a post card that throws while it renders, as a card would on data it
 * did not expect. The member gets the error screen in plain words; the developer's words stay in
 * the console.
 */
vi.mock('#features/posts/components/post-card', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  PostCard: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'title')")
  },
}))

setupMockBackend()

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a page that crashes while it renders', () => {
  it('says an unexpected error occurred, not what the code threw', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/new')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('An unexpected error occurred.')
    expect(alert).not.toHaveTextContent('Cannot read properties')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalled()
  })
})
