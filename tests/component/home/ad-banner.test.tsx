import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db, server } from '#mocks/node'
import { renderApp, setupMockBackend } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

afterEach(() => {
  vi.useRealTimers()
})

function adTitles(): string[] {
  return db().advertisements.map((ad) => ad.title)
}

async function openBanner() {
  const app = renderApp('/home')
  const banner = await screen.findByRole('complementary', { name: 'Advertisement' })
  return { app, banner }
}

/** The one ad on show: its link, named by its title. */
function shownAd(banner: HTMLElement) {
  return within(banner).getByRole('link')
}

describe('/home ad banner', () => {
  it('shows one ad, labelled as an advertisement for everyone, linking safely in a new tab', async () => {
    const [first] = db().advertisements
    const { banner } = await openBanner()
    // The label is visible text, not only an accessible name.
    expect(within(banner).getByText('Advertisement')).toBeVisible()
    const link = shownAd(banner)
    // jsdom drops the space browsers keep before the hidden "(opens…)" (see primitives.test).
    const title = (first?.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    expect(link).toHaveAccessibleName(new RegExp(`^${title} ?\\(opens in a new tab\\)$`))
    expect(link).toHaveAttribute('href', first?.url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored')
    expect(within(banner).getAllByRole('link')).toHaveLength(1)

    // Responsive pictures of reserved size, one per breakpoint.
    const picture = link.querySelector('picture')
    const sources = [...(picture?.querySelectorAll('source') ?? [])]
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([
      first?.image_lg,
      first?.image_md,
      first?.image_sm,
    ])
    for (const source of sources) {
      expect(source).toHaveAttribute('width')
      expect(source).toHaveAttribute('height')
    }
    const img = picture?.querySelector('img')
    expect(img).toHaveAttribute('src', first?.image_xs)
    expect(img).toHaveAttribute('width', '320')
    expect(img).toHaveAttribute('height', '100')
    // The ad shown with the page is often its largest picture: asked for at once and first.
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('never links to an unsafe address: such an ad is left out', async () => {
    const ads = db().advertisements
    const [first, second] = ads
    if (!first || !second) throw new Error('the seed has banners')
    first.url = 'javascript:alert(1)'
    const { banner } = await openBanner()
    expect(shownAd(banner)).toHaveAttribute('href', second.url)
    expect(within(banner).queryByText(first.title)).toBeNull()
  })

  it('shows the next ad after 25 seconds, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const [first, second] = adTitles()
    const { banner } = await openBanner()
    expect(shownAd(banner)).toHaveTextContent(first ?? '')

    await act(() => vi.advanceTimersByTimeAsync(24_000))
    expect(shownAd(banner)).toHaveTextContent(first ?? '')
    await act(() => vi.advanceTimersByTimeAsync(1_500))
    expect(shownAd(banner)).toHaveTextContent(second ?? '')
    // And round again after the last one (each ad starts its own 25 seconds once shown).
    for (const title of [...adTitles().slice(2), first]) {
      await act(() => vi.advanceTimersByTimeAsync(25_500))
      expect(shownAd(banner)).toHaveTextContent(title ?? '')
    }
  })

  it('holds still while the pointer is over it or focus is inside it (WCAG 2.2.2)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const [first, second] = adTitles()
    const { app, banner } = await openBanner()

    await app.user.hover(banner)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(shownAd(banner)).toHaveTextContent(first ?? '')
    await app.user.unhover(banner)

    act(() => shownAd(banner).focus())
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(shownAd(banner)).toHaveTextContent(first ?? '')

    act(() => shownAd(banner).blur())
    await act(() => vi.advanceTimersByTimeAsync(25_500))
    expect(shownAd(banner)).toHaveTextContent(second ?? '')
  })

  it('stops and starts again with its Pause button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const [first, second] = adTitles()
    const { app, banner } = await openBanner()
    await app.user.click(within(banner).getByRole('button', { name: 'Pause ads' }))
    // Moving away does not restart it: only "Play ads" does.
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    await app.user.unhover(banner)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(shownAd(banner)).toHaveTextContent(first ?? '')

    await app.user.click(within(banner).getByRole('button', { name: 'Play ads' }))
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    await app.user.unhover(banner)
    await act(() => vi.advanceTimersByTimeAsync(25_500))
    expect(shownAd(banner)).toHaveTextContent(second ?? '')
  })

  it('shows nothing when the ads cannot be loaded', async () => {
    const calls = captureRequests('GET', '/api/advertisement')
    server.use(
      http.get('*/api/advertisement', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    )
    const app = renderApp('/home')
    await screen.findByRole('region', { name: 'Most popular' })
    // The read is retried (twice) before it counts as failed.
    await waitFor(() =>
      expect(app.queryClient.getQueryState(['ads', 'Banner'])?.status).toBe('error'),
    )
    expect(calls.length).toBeGreaterThanOrEqual(1)
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull()
    expect(screen.queryByText('Advertisement')).toBeNull()
  })

  it('shows nothing when there are no ads', async () => {
    server.use(http.get('*/api/advertisement', () => HttpResponse.json({ results: [] })))
    const app = renderApp('/home')
    await screen.findByRole('region', { name: 'Most popular' })
    await waitFor(() =>
      expect(app.queryClient.getQueryState(['ads', 'Banner'])?.status).toBe('success'),
    )
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull()
  })

  it('has no rotation controls for a single ad', async () => {
    db().advertisements = db().advertisements.slice(0, 1)
    const { banner } = await openBanner()
    expect(within(banner).queryByRole('button')).toBeNull()
  })
})
