import { safeUrl } from '#lib/safe-url'
import type { Advertisement } from '../api/ad-queries'

/*
 * Art direction: each size the server sends has its own shape (a 320×100 phone banner up to a
 * 1456×180 leaderboard), so each is picked by the layout width rather than by density. Apart from
 * the banner, because /home starts the download of the first one with its data
 * (src/app/route-data.ts, which loads this file with the page's own chunk, not on every page).
 */
export const AD_PICTURE_SOURCES = [
  { field: 'image_lg', media: '(min-width: 1024px)', width: 1456, height: 180 },
  { field: 'image_md', media: '(min-width: 640px)', width: 970, height: 250 },
  { field: 'image_sm', media: '(min-width: 480px)', width: 640, height: 160 },
] as const

export const AD_PICTURE_FALLBACK = { field: 'image_xs', width: 320, height: 100 } as const

/** An ad's pictures as `<picture>` draws them: its sources, then the `<img>`'s own. */
export function adPictures(ad: Advertisement) {
  const sources = AD_PICTURE_SOURCES.flatMap((source) => {
    const src = safeUrl(ad[source.field])
    return src ? [{ ...source, src }] : []
  })
  const fallback = safeUrl(ad[AD_PICTURE_FALLBACK.field])
  const img = fallback ? { ...AD_PICTURE_FALLBACK, src: fallback } : sources.at(-1)
  return { sources, img }
}

/** The address of the first shown ad's picture at this window's width, as `<picture>` picks it. */
export function firstAdPicture(ads: readonly Advertisement[]): string | undefined {
  // The banner shows only ads whose link passes the allow-list.
  const ad = ads.find((candidate) => safeUrl(candidate.url))
  if (!ad) return undefined
  const { sources, img } = adPictures(ad)
  return sources.find((source) => globalThis.matchMedia?.(source.media).matches)?.src ?? img?.src
}

/**
 * Whether the banner is on the first screen, where its picture is worth starting before the page
 * renders: below the desktop layout it sits under the first shelf (its top at about 480 px on a
 * 412 px phone, 670 px at 800 px wide) and is the page's largest picture. From 1024 px (the
 * leaderboard's media, theme.css.ts `breakpoints.desktop`) the shelves fill a laptop's first
 * screen and the banner starts at about 875 px, below a 768–900 px window: there its picture
 * loads when the banner renders, rather than take bandwidth from what is on screen. (Measured in
 * Chromium, 412–1920 px wide.)
 */
export const adOnFirstScreen = (): boolean =>
  !globalThis.matchMedia?.(AD_PICTURE_SOURCES[0].media).matches
