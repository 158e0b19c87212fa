/** What IntersectionObserver reports for an element fully in view (jsdom lays nothing out). */
export function inViewEntry(target: Element, time = performance.now()): IntersectionObserverEntry {
  const box = target.getBoundingClientRect()
  return {
    target,
    isIntersecting: true,
    intersectionRatio: 1,
    boundingClientRect: box,
    intersectionRect: box,
    rootBounds: null,
    time,
  }
}
