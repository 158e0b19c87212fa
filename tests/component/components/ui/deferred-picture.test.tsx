import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { inViewEntry } from '#tests/utils/intersection'

/** An IntersectionObserver the test moves by hand: which pictures are near the screen, and when. */
class ScreenDouble {
  static instances: ScreenDouble[] = []
  static options: IntersectionObserverInit | undefined
  readonly watched = new Set<Element>()
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    ScreenDouble.instances.push(this)
    ScreenDouble.options = options
  }
  observe(target: Element) {
    this.watched.add(target)
  }
  unobserve(target: Element) {
    this.watched.delete(target)
  }
  disconnect() {
    this.watched.clear()
  }
  takeRecords() {
    return []
  }
  bringNear(target: Element) {
    this.callback([inViewEntry(target, 0)], this as unknown as IntersectionObserver)
  }
}

beforeAll(() => vi.stubGlobal('IntersectionObserver', ScreenDouble))
afterAll(() => vi.unstubAllGlobals())

// Imported after the double is in place: the component creates its observer on first use.
const { DeferredPicture, LEAD_HOLD_MS, LeadPicture, ListPicture, useLeadPlaceholder, useLeadText } =
  await import('#components/ui/deferred-picture')

/** A page's main picture, as the board banner or the /home ad use it. */
function MainPicture({ src }: { src: string }) {
  return <LeadPicture src={src} alt="Main" width={800} height={450} />
}

/** The setup reports jsdom's pictures as loaded; here the main picture is still on its way. */
function stillLoading() {
  return vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false)
}

describe('DeferredPicture', () => {
  it('asks for its picture only once it comes near the screen, keeping its box meanwhile', () => {
    render(
      <ul>
        <li>
          <DeferredPicture src="https://media.example/1.jpg" alt="First" width={480} height={270} />
        </li>
        <li>
          <DeferredPicture
            src="https://media.example/2.jpg"
            alt="Second"
            width={480}
            height={270}
          />
        </li>
      </ul>,
    )
    const [first, second] = [screen.getByAltText('First'), screen.getByAltText('Second')]
    // Nothing is asked for while both are off screen, and their sizes are reserved.
    expect(first).not.toHaveAttribute('src')
    expect(second).not.toHaveAttribute('src')
    expect(first).toHaveAttribute('width', '480')
    expect(first).toHaveAttribute('height', '270')
    // One shared observer, looking ahead and sideways into shelves.
    expect(ScreenDouble.instances).toHaveLength(1)
    expect(ScreenDouble.options).toMatchObject({ rootMargin: '300px 0px' })

    const screenDouble = ScreenDouble.instances[0]!
    act(() => screenDouble.bringNear(first))
    expect(first).toHaveAttribute('src', 'https://media.example/1.jpg')
    expect(first).toHaveAttribute('loading', 'lazy')
    expect(second).not.toHaveAttribute('src')
    // A picture that arrived is no longer watched; the other still is.
    expect(screenDouble.watched.has(first)).toBe(false)
    expect(screenDouble.watched.has(second)).toBe(true)
  })

  it('stops watching a picture that leaves the page before it came near', () => {
    const { unmount } = render(
      <DeferredPicture src="https://media.example/3.jpg" alt="Third" width={400} height={400} />,
    )
    const image = screen.getByAltText('Third')
    const screenDouble = ScreenDouble.instances[0]!
    expect(screenDouble.watched.has(image)).toBe(true)
    unmount()
    expect(screenDouble.watched.has(image)).toBe(false)
  })

  it("waits for the page's main picture before asking for its own", async () => {
    const loading = stillLoading()
    render(
      <>
        <MainPicture src="https://media.example/banner.jpg" />
        <DeferredPicture src="https://media.example/4.jpg" alt="Fourth" width={400} height={400} />
      </>,
    )
    loading.mockRestore()
    const [main, fourth] = [screen.getByAltText('Main'), screen.getByAltText('Fourth')]
    expect(main).toHaveAttribute('fetchpriority', 'high')
    expect(main).toHaveAttribute('loading', 'eager')
    const screenDouble = ScreenDouble.instances[0]!
    act(() => screenDouble.bringNear(fourth))
    // Near the screen, but the main picture is still loading: it goes first.
    expect(fourth).not.toHaveAttribute('src')
    act(() => fireEvent.load(main))
    // …and is painted: the others follow the frame after.
    expect(fourth).not.toHaveAttribute('src')
    await waitFor(() => expect(fourth).toHaveAttribute('src', 'https://media.example/4.jpg'))
  })

  it('stops waiting for a main picture that is slow to arrive', () => {
    vi.useFakeTimers()
    const loading = stillLoading()
    render(
      <>
        <MainPicture src="https://media.example/slow.jpg" />
        <DeferredPicture src="https://media.example/5.jpg" alt="Fifth" width={400} height={400} />
      </>,
    )
    loading.mockRestore()
    const fifth = screen.getByAltText('Fifth')
    act(() => ScreenDouble.instances[0]!.bringNear(fifth))
    act(() => vi.advanceTimersByTime(LEAD_HOLD_MS - 1))
    expect(fifth).not.toHaveAttribute('src')
    act(() => vi.advanceTimersByTime(1))
    expect(fifth).toHaveAttribute('src', 'https://media.example/5.jpg')
    vi.useRealTimers()
  })

  it('waits while the main picture is still to come, and for the picture once it is there', async () => {
    function Placeholder() {
      useLeadPlaceholder()
      return <div>Ad loading</div>
    }
    const loading = stillLoading()
    const { rerender } = render(
      <>
        <Placeholder />
        <DeferredPicture src="https://media.example/6.jpg" alt="Sixth" width={400} height={400} />
      </>,
    )
    const sixth = screen.getByAltText('Sixth')
    act(() => ScreenDouble.instances[0]!.bringNear(sixth))
    expect(sixth).not.toHaveAttribute('src')
    // The main picture takes the placeholder's place: still nothing for the others…
    rerender(
      <>
        <MainPicture src="https://media.example/ad.jpg" />
        <DeferredPicture src="https://media.example/6.jpg" alt="Sixth" width={400} height={400} />
      </>,
    )
    loading.mockRestore()
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(sixth).not.toHaveAttribute('src')
    // …until it is painted.
    act(() => fireEvent.load(screen.getByAltText('Main')))
    await waitFor(() => expect(sixth).toHaveAttribute('src', 'https://media.example/6.jpg'))
  })

  it('holds the others until the main picture is painted even when it arrived before it was on the page', async () => {
    // (The setup reports every picture as loaded: React set its `src` while it rendered.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    render(
      <>
        <MainPicture src="https://media.example/early.jpg" />
        <DeferredPicture src="https://media.example/7.jpg" alt="Seventh" width={400} height={400} />
      </>,
    )
    const seventh = screen.getByAltText('Seventh')
    act(() => ScreenDouble.instances[0]!.bringNear(seventh))
    expect(seventh).not.toHaveAttribute('src')
    // The frame that paints it, and the one after: then the others go.
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(seventh).toHaveAttribute('src', 'https://media.example/7.jpg')
    vi.useRealTimers()
  })

  describe('where the browser reports when a picture is painted (Element Timing)', () => {
    /** A PerformanceObserver that knows `element` entries, fed by the test. */
    class PaintReports {
      static readonly supportedEntryTypes = ['element', 'largest-contentful-paint']
      static instances: PaintReports[] = []
      constructor(private readonly callback: PerformanceObserverCallback) {
        PaintReports.instances.push(this)
      }
      observe() {}
      disconnect() {}
      takeRecords() {
        return []
      }
      reportPainted(element: Element) {
        const entry = { entryType: 'element', element } as unknown as PerformanceEntry
        const list = { getEntries: () => [entry] } as unknown as PerformanceObserverEntryList
        this.callback(list, this as unknown as PerformanceObserver)
      }
    }
    const onScreen = {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 400,
      bottom: 225,
      width: 400,
      height: 225,
    }

    /**
     * `other`, near the screen, waits while frames go by without `lead`'s paint report, and is
     * asked for once the report comes.
     */
    async function expectHeldUntilReported(lead: Element, other: HTMLElement, src: string) {
      act(() => ScreenDouble.instances[0]!.bringNear(other))
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(other).not.toHaveAttribute('src')
      act(() => PaintReports.instances.at(-1)!.reportPainted(lead))
      expect(other).toHaveAttribute('src', src)
    }

    // (Unstubbed with the others after the file.)
    beforeAll(() => vi.stubGlobal('PerformanceObserver', PaintReports))

    it('lets the others go when the main picture is reported painted, not frames before', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
      const box = vi
        .spyOn(HTMLImageElement.prototype, 'getBoundingClientRect')
        .mockReturnValue(onScreen as DOMRect)
      render(
        <>
          <MainPicture src="https://media.example/poster.jpg" />
          <DeferredPicture
            src="https://media.example/8.jpg"
            alt="Eighth"
            width={400}
            height={400}
          />
        </>,
      )
      const [main, eighth] = [screen.getByAltText('Main'), screen.getByAltText('Eighth')]
      // It asks the browser for the report of its paint.
      expect(main).toHaveAttribute('elementtiming', 'lead')
      // Frames go by and the paint is not reported yet: the others still wait, until it is.
      await expectHeldUntilReported(main, eighth, 'https://media.example/8.jpg')
      box.mockRestore()
      vi.useRealTimers()
    })

    it("holds the others until a page's main text is reported painted, where it has no main picture", async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
      const box = vi
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue(onScreen as DOMRect)
      function Article({ isLead }: { isLead: boolean }) {
        const ref = useLeadText<HTMLParagraphElement>(isLead)
        return (
          <article>
            <DeferredPicture src="https://media.example/ana.svg" alt="Ana" width={32} height={32} />
            <p ref={ref}>The body of the post, the largest text on its page.</p>
          </article>
        )
      }
      const { unmount } = render(<Article isLead />)
      const [avatar, body] = [screen.getByAltText('Ana'), screen.getByText(/The body of the post/)]
      expect(body).toHaveAttribute('elementtiming', 'lead')
      // The text is on the page, but its paint is not reported yet: the avatar waits, until it is.
      await expectHeldUntilReported(body, avatar, 'https://media.example/ana.svg')
      unmount()

      // Where the text is not the page's lead (a card in a feed), nothing waits for it.
      render(<Article isLead={false} />)
      const feedAvatar = screen.getByAltText('Ana')
      expect(screen.getByText(/The body of the post/)).not.toHaveAttribute('elementtiming')
      act(() => ScreenDouble.instances[0]!.bringNear(feedAvatar))
      expect(feedAvatar).toHaveAttribute('src', 'https://media.example/ana.svg')
      box.mockRestore()
      vi.useRealTimers()
    })

    it('does not wait long for a report that does not come', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
      const box = vi
        .spyOn(HTMLImageElement.prototype, 'getBoundingClientRect')
        .mockReturnValue(onScreen as DOMRect)
      render(
        <>
          <MainPicture src="https://media.example/hidden.jpg" />
          <DeferredPicture src="https://media.example/9.jpg" alt="Ninth" width={400} height={400} />
        </>,
      )
      const ninth = screen.getByAltText('Ninth')
      act(() => ScreenDouble.instances[0]!.bringNear(ninth))
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(ninth).not.toHaveAttribute('src')
      await act(() => vi.advanceTimersByTimeAsync(300))
      expect(ninth).toHaveAttribute('src', 'https://media.example/9.jpg')
      box.mockRestore()
      vi.useRealTimers()
    })
  })
})

describe('ListPicture', () => {
  it("is asked for at once as the page's main picture, and only when near the screen otherwise", () => {
    render(
      <ul>
        <li>
          <ListPicture
            isLead
            src="https://media.example/lead.jpg"
            alt="Lead"
            width={480}
            height={270}
          />
        </li>
        <li>
          <ListPicture
            isLead={false}
            src="https://media.example/later.jpg"
            alt="Later"
            width={480}
            height={270}
          />
        </li>
      </ul>,
    )
    const lead = screen.getByAltText('Lead')
    expect(lead).toHaveAttribute('src', 'https://media.example/lead.jpg')
    expect(lead).toHaveAttribute('loading', 'eager')
    expect(lead).toHaveAttribute('fetchpriority', 'high')
    const later = screen.getByAltText('Later')
    expect(later).not.toHaveAttribute('src')
    expect(later).toHaveAttribute('loading', 'lazy')
    expect(later).not.toHaveAttribute('fetchpriority', 'high')
  })
})
