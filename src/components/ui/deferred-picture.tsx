import { useCallback, useState, type ImgHTMLAttributes } from 'react'

/**
 * How close to the screen a picture must come before it is asked for: a third of a phone screen
 * ahead vertically, and a poster ahead sideways inside a shelf that scrolls on its own
 * (`scrollMargin` widens the shelf's clip; browsers without it load a poster as it scrolls in).
 */
const OBSERVER_OPTIONS = {
  rootMargin: '300px 0px',
  scrollMargin: '0px 200px',
} as IntersectionObserverInit

/** One observer for every deferred picture on the page (a feed can hold a thousand). */
let observer: IntersectionObserver | undefined
const waiting = new Map<Element, () => void>()

function observe(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      waiting.get(entry.target)?.()
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
 * A decorative picture in a list (shelf posters, board tiles, grid tiles) that is asked for only
 * once it comes within about a screen of view. `loading="lazy"` alone starts every picture within
 * 1,250 px (Chromium's margin, and all of a sideways shelf), so on /home, /grid and /boards a dozen
 * pictures below the fold or off to the side competed with the page's main picture (issue 10:
 * requests before LCP). The box keeps its size meanwhile (width and height are required).
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
