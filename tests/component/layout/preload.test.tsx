import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openingOverlay, preloadWhenIdle } from '#components/layout/preload'
import { IDLE_PREFETCH_ID } from '#lib/idle-prefetch'

/** index.html's list, as scripts/vite-idle-prefetch.ts writes it into a build. */
function listFiles(files: Record<string, string[]>) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = IDLE_PREFETCH_ID
  block.textContent = JSON.stringify(files)
  document.body.append(block)
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }))

afterEach(() => {
  vi.useRealTimers()
  document.getElementById(IDLE_PREFETCH_ID)?.remove()
  document.head.querySelectorAll('link').forEach((link) => link.remove())
})

describe('preloadWhenIdle', () => {
  it("downloads an overlay's listed files 3 s after the load, without running its code", () => {
    vi.useFakeTimers()
    listFiles({
      menu: ['/assets/slide-menu.js', '/assets/aria.js', '/assets/later.css'],
      help: ['/assets/help-modal.js', '/assets/aria.js', '/assets/later.css'],
    })
    const loadMenu = vi.fn(() => Promise.resolve())
    const loadHelp = vi.fn(() => Promise.resolve())
    const stopMenu = preloadWhenIdle('menu', loadMenu)
    const stopHelp = preloadWhenIdle('help', loadHelp)

    vi.advanceTimersByTime(2999)
    expect(links()).toEqual([])
    vi.advanceTimersByTime(1)
    // Scripts as module preloads (fetched, parsed, not run), the stylesheet as a prefetch (not
    // applied), each file once although both overlays need it.
    expect(links()).toEqual([
      { rel: 'modulepreload', href: '/assets/slide-menu.js', as: null, crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/aria.js', as: null, crossOrigin: '' },
      { rel: 'prefetch', href: '/assets/later.css', as: 'style', crossOrigin: null },
      { rel: 'modulepreload', href: '/assets/help-modal.js', as: null, crossOrigin: '' },
    ])
    expect(loadMenu).not.toHaveBeenCalled()
    expect(loadHelp).not.toHaveBeenCalled()
    stopMenu()
    stopHelp()
  })

  it('runs the import instead where the page lists nothing (the dev server), and not once cancelled', () => {
    vi.useFakeTimers()
    const loadSearch = vi.fn(() => Promise.resolve())
    preloadWhenIdle('search', loadSearch)
    const loadComposer = vi.fn(() => Promise.resolve())
    const stop = preloadWhenIdle('composer', loadComposer)
    stop()
    vi.advanceTimersByTime(3000)
    expect(loadSearch).toHaveBeenCalledTimes(1)
    expect(loadComposer).not.toHaveBeenCalled()
    expect(links()).toEqual([])
  })

  it('runs the code of the overlay a button opens when it is pointed at, pressed or focused', async () => {
    const user = userEvent.setup()
    const loadHelp = vi.fn(() => Promise.resolve())
    const stop = preloadWhenIdle('help', loadHelp)
    render(
      <>
        <button type="button">Elsewhere</button>
        <button type="button" {...openingOverlay('help')}>
          Help
        </button>
      </>,
    )
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(loadHelp).not.toHaveBeenCalled()
    await user.hover(screen.getByRole('button', { name: 'Help' }))
    expect(loadHelp).toHaveBeenCalled()
    loadHelp.mockClear()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus()
    expect(loadHelp).toHaveBeenCalled()
    stop()
  })
})
