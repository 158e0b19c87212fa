import { createHash } from 'node:crypto'
import type sharpFunction from 'sharp'

/**
 * The standalone mock server (`npm run mock:server`) sends its pictures as WebP to the browsers
 * that accept it, as the image service in front of a real API does. `MOCK_MEDIA=svg` (or the
 * server's `media: 'svg'` option) sends the SVG the handlers draw instead, and the browser's mock
 * mode always does (it has no rasteriser).
 *
 * Why it exists: Chromium draws an SVG picture on the main thread, as a small document of its own
 * (parse, style, layout, text shaping, paint), and decodes a WebP off it; and it weighs a 1.4 KB
 * SVG poster differently from the 11–12 KB a real one is. Measured on an http-mode build at 4x CPU
 * slowdown (6 loads per arm, interleaved, 2026-11-30): blocking time after the first paint, /home
 * 646 → 443 ms, /new 578 → 532, /post 961 → 707, /board 991 → 726 with WebP. With real pictures
 * /home's largest element is the first board poster, not the ad, so that poster is the page's
 * lead picture, preloaded with the playlists (src/app/early-requests.ts); until it was, WebP cost
 * /home about 0.2 s of LCP and 24 requests before it (budget 20), and the default was SVG.
 *
 * Rasterised by sharp (libvips), in its own threads, once per distinct picture; answers are kept
 * in memory by the SVG's hash, so a rebuilt world with other names draws new pictures.
 */

export type MediaFormat = 'webp' | 'svg'

type Sharp = typeof sharpFunction

const CACHE_LIMIT = 500
const WEBP_QUALITY = 72

const cache = new Map<string, Promise<Buffer>>()
let sharpModule: Promise<Sharp | null> | null = null

function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then(
    (module) => module.default,
    (error: unknown) => {
      console.warn(`[mocks] pictures stay SVG: sharp did not load (${String(error)})`)
      return null
    },
  )
  return sharpModule
}

/** `MOCK_MEDIA`: `svg` keeps the pictures as drawn; anything else (or nothing) is WebP for browsers. */
export function mediaFormatFromEnv(value: string | undefined): MediaFormat {
  return value?.trim().toLowerCase() === 'svg' ? 'svg' : 'webp'
}

function acceptsWebp(accept: string | null): boolean {
  return /\bimage\/webp\b/i.test(accept ?? '')
}

async function toWebp(svg: string): Promise<Buffer | null> {
  const sharp = await loadSharp()
  if (!sharp) return null
  const key = createHash('sha1').update(svg).digest('base64url')
  const kept = cache.get(key)
  if (kept) return kept
  const drawn = sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer()
  // Oldest first out: a Map iterates in insertion order.
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(key, drawn)
  drawn.catch(() => cache.delete(key))
  return drawn
}

/**
 * `response` as WebP when it is an SVG picture, `format` is `webp` and the client's Accept header
 * names image/webp (every browser's does for images); otherwise `response` itself. `Vary: Accept`
 * marks both forms, so a cache never hands one client's form to another.
 */
export async function negotiatePicture(
  response: Response,
  accept: string | null,
  format: MediaFormat,
): Promise<Response> {
  if (format !== 'webp' || !response.ok) return response
  if (!/^image\/svg\+xml\b/i.test(response.headers.get('content-type') ?? '')) return response
  const headers = new Headers(response.headers)
  headers.append('Vary', 'Accept')
  const svg = await response.text()
  const webp = acceptsWebp(accept) ? await toWebp(svg).catch(() => null) : null
  if (!webp) return new Response(svg, { status: response.status, headers })
  headers.set('Content-Type', 'image/webp')
  headers.set('Content-Length', String(webp.byteLength))
  return new Response(new Uint8Array(webp), { status: response.status, headers })
}
