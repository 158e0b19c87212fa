import { useCallback, useEffect, useState, type ImgHTMLAttributes } from 'react'

/**
 * How close to the screen a picture must come before it is asked for: a third of a phone screen
 * ahead vertically, and a poster ahead sideways inside a shelf that scrolls on its own
 * (`scrollMargin` widens the shelf's clip; browsers without it load a poster as it scrolls in).
 */
const OBSERVER_OPTIONS = {
  rootMargin: '300px 0px',
  scrollMargin: '0px 200px',
} as IntersectionObserverInit

/**
 * The longest a page's main picture holds the others back: past it, a slow main picture shares
 * the line with them rather than leave the page without pictures.
 */
export const LEAD_HOLD_MS = 2000

/** The page's main pictures (or text) still loading or to come (LeadPicture, useLeadText). */
const leads = new Set<object>()
/** Deferred pictures that came near the screen while a main picture was loading. */
let held: Array<() => void> = []

function releaseLead(lead: object) {
  if (!leads.delete(lead) || leads.size > 0) return
  const ready = held
  held = []
  for (const start of ready) start()
}

/** Runs `start` now, or once no main picture of the page is still loading. */
function afterLeads(start: () => void) {
  if (leads.size === 0) start()
  else held.push(start)
}

/**
 * Whether the browser reports when a given picture is painted (Element Timing: Chromium). Where it
 * does, that report, and not a guess from frames, lets the others go.
 */
const reportsPaints = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('element')

/** The main pictures or texts whose paint is yet to be reported, and what lets the others go. */
const awaitingPaint = new Map<Element, () => void>()
let paintObserver: PerformanceObserver | undefined

function whenPainted(element: Element, release: () => void) {
  if (!paintObserver) {
    paintObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const painted = (entry as PerformanceEntry & { element?: Element | null }).element
        if (painted) awaitingPaint.get(painted)?.()
      }
    })
    paintObserver.observe({ type: 'element' })
  }
  awaitingPaint.set(element, release)
}

function isOnScreen(element: Element) {
  const box = element.getBoundingClientRect()
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < window.innerHeight &&
    box.left < window.innerWidth
  )
}

/**
 * How long past the frame after it was decoded a picture on screen waits for the report of its
 * paint before it lets the others go (a report can lag the frame by a few tens of ms).
 */
const PAINT_REPORT_MS = 200

/**
 * Counts `element`, a page's main picture or text, as still to be painted until it is: the list
 * pictures near the screen wait meanwhile (LEAD_HOLD_MS at most).
 */
function holdUntilPainted(element: HTMLElement): () => void {
  leads.add(element)
  const release = () => {
    awaitingPaint.delete(element)
    releaseLead(element)
  }
  // Where paints are reported, the element asks for its report (the attribute must be there when
  // it paints; an element already marked keeps its own name).
  const reported = reportsPaints()
  if (reported) {
    if (!element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', 'lead')
    whenPainted(element, release)
  }
  // Loaded is not yet on screen: the others follow once the browser reports it painted. Without
  // that report (other browsers, or an element off screen, which is never the one a page is judged
  // by), once it is decoded and the frame that paints it has reached the screen (the frame after
  // it has begun). That guess alone was too close in Chromium: in 1 /grid load in 5 the other
  // posters started 2 ms before the lead's paint was presented (a CI run counted 22 requests
  // before LCP instead of 14), so where the report is due it is waited for, PAINT_REPORT_MS at most.
  const releaseAfterPaint = () => {
    // (A failed or missing decode() only means it is painted as it is; text has none.)
    void Promise.resolve()
      .then(() => (element as Partial<HTMLImageElement>).decode?.())
      .catch(() => undefined)
      .then(() =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // Measured two frames on, when the page is laid out: text is ready right after React's
            // commit, and measuring it there forced a synchronous layout of the whole page inside
            // the commit's task (/post/{slug}, Chromium profile at 4x CPU slowdown).
            const onScreen = reported && element.isConnected && isOnScreen(element)
            setTimeout(release, onScreen ? PAINT_REPORT_MS : 0)
          }),
        ),
      )
  }
  // Text is ready once on the page. A picture loaded already is not painted either: React sets
  // `src` while it renders, and a render that yields to the browser can end after the picture
  // arrived (seen on /home: the ad arrived 190 ms before it was on the page, and the shelves'
  // posters went first).
  if (!(element instanceof HTMLImageElement) || element.complete) releaseAfterPaint()
  else {
    element.addEventListener('load', releaseAfterPaint, { once: true })
    element.addEventListener('error', release, { once: true })
  }
  const timer = setTimeout(release, LEAD_HOLD_MS)
  return () => {
    clearTimeout(timer)
    element.removeEventListener('load', releaseAfterPaint)
    element.removeEventListener('error', release)
    release()
  }
}

export type LeadPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> & {
  src: string
  /** Required, and "" when the picture only decorates what its text already says. */
  alt: string
  width: number
  height: number
  /** false: an ordinary lazy picture (an ad rotated in later, a cover further down a page). */
  isLead?: boolean
}

/**
 * The page's main picture (its largest, first seen: the /home ad, a board's banner, a post's
 * picture, the first grid tiles): asked for at once and first, and every deferred picture and list
 * avatar that comes near the screen meanwhile waits until it is painted or failed (at most
 * LEAD_HOLD_MS). Without this, a dozen posters and avatars shared a phone's bandwidth with the
 * picture the page is judged by (issue 10: requests before LCP).
 */
export function LeadPicture({ isLead = true, alt, ...props }: LeadPictureProps) {
  const ref = useCallback(
    (image: HTMLImageElement | null) => (image && isLead ? holdUntilPainted(image) : undefined),
    [isLead],
  )
  return (
    <img
      ref={ref}
      alt={alt}
      loading={isLead ? 'eager' : 'lazy'}
      fetchPriority={isLead ? 'high' : 'auto'}
      {...props}
    />
  )
}

/**
 * For the box where the page's main picture is about to be (the /home ad while its code or data
 * loads): the list pictures wait as if it were loading already, so shelves whose data came first
 * do not take the line (seen: 1 /home load in 8 counted 22 requests before LCP instead of 13). At
 * most LEAD_HOLD_MS; the picture itself then holds them until it is painted.
 */
export function useLeadPlaceholder(): void {
  useEffect(() => {
    const placeholder = {}
    leads.add(placeholder)
    const timer = setTimeout(() => releaseLead(placeholder), LEAD_HOLD_MS)
    return () => {
      clearTimeout(timer)
      // A task later: the picture (or the next placeholder) that replaces this one is counted by
      // then, so the list pictures are not let go in between.
      setTimeout(() => releaseLead(placeholder))
    }
  }, [])
}

/**
 * A ref for the text a page is judged by when it has no main picture (a post's body on its own
 * page): the list pictures and avatars near the screen wait until it is painted (at most
 * LEAD_HOLD_MS), as they wait for a main picture. On /post/{slug} the author's and the first
 * commenters' avatars otherwise started in the same frame as the text, and in half the loads
 * counted among the requests before its largest paint (19 instead of 16).
 */
export function useLeadText<T extends HTMLElement>(isLead: boolean) {
  return useCallback(
    (element: T | null) => (element && isLead ? holdUntilPainted(element) : undefined),
    [isLead],
  )
}

/** One observer for every deferred picture on the page (a feed can hold a thousand). */
let observer: IntersectionObserver | undefined
const waiting = new Map<Element, () => void>()

function observe(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const start = waiting.get(entry.target)
      if (start) afterLeads(start)
      waiting.delete(entry.target)
      observer?.unobserve(entry.target)
    }
  }, OBSERVER_OPTIONS)
  waiting.set(element, onNear)
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer?.unobserve(element)
  }
}

export type DeferredPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> & {
  src: string
  /** Required, and "" when the picture only decorates what its text already says. */
  alt: string
  width: number
  height: number
}

/**
 * A picture in a list (shelf posters, board tiles, grid tiles, post pictures, avatars) that is
 * asked for only once it comes within about a screen of view, and after the page's main picture.
 * `loading="lazy"` alone starts every picture within 1,250 px (Chromium's margin, and all of a
 * sideways shelf), so on /home, /grid and /boards a dozen pictures below the fold or off to the
 * side competed with the page's main picture (issue 10: requests before LCP). The box keeps its
 * size meanwhile (width and height are required).
 */
export function DeferredPicture({ src, alt, ...props }: DeferredPictureProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const ref = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || near) return undefined
      return observe(element, () => setNear(true))
    },
    [near],
  )
  return <img ref={ref} src={near ? src : undefined} alt={alt} loading="lazy" {...props} />
}

export type ListPictureProps = DeferredPictureProps & {
  /** This picture is the page's main one (the first poster of /home, a post on its own page). */
  isLead: boolean
}

/**
 * A picture in a list or card that is the page's main picture in one place and an ordinary list
 * picture everywhere else (a post's picture, the first grid tiles, the first /home poster): a
 * LeadPicture when `isLead`, otherwise a DeferredPicture.
 */
export function ListPicture({ isLead, ...props }: ListPictureProps) {
  return isLead ? <LeadPicture {...props} /> : <DeferredPicture {...props} />
}
