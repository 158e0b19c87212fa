import { safeUrl } from './safe-url'

const preloaded = new Set<string>()

/**
 * Starts the download of a page's main picture as soon as its address is known (its data arrived),
 * rather than once the page has rendered the `<img>`: a `<link rel="preload" as="image">` the
 * `<img>` then finds in the memory cache (same URL, no `crossorigin` on either). Only addresses
 * `safeUrl` admits; each once, and not when index.html's script (src/app/early-requests.ts)
 * already preloads it.
 */
export function preloadPicture(address: string | null | undefined): void {
  const href = safeUrl(address)
  if (!href || preloaded.has(href) || typeof document === 'undefined') return
  preloaded.add(href)
  const early = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')
  if ([...early].some((link) => link.getAttribute('href') === href)) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.setAttribute('as', 'image')
  link.setAttribute('fetchpriority', 'high')
  link.href = href
  document.head.append(link)
}
