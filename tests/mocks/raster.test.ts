import { describe, expect, it } from 'vitest'
import { mediaFormatFromEnv, negotiatePicture } from '#mocks/media/raster'
import { posterSvg } from '#mocks/media/svg'

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

function svgAnswer(status = 200): Response {
  const body = posterSvg({ key: 'poster-Alien', title: 'Alien', subtitle: '1979' })
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'max-age=60' },
  })
}

describe('the mock server’s pictures (mocks/media/raster.ts)', () => {
  it('draws an SVG picture as a WebP of the same size for a browser that accepts WebP', async () => {
    const answer = await negotiatePicture(svgAnswer(), BROWSER_ACCEPT, 'webp')
    expect(answer.headers.get('content-type')).toBe('image/webp')
    expect(answer.headers.get('cache-control')).toBe('max-age=60')
    const bytes = new Uint8Array(await answer.arrayBuffer())
    const text = new TextDecoder('latin1')
    expect(text.decode(bytes.subarray(0, 4))).toBe('RIFF')
    expect(text.decode(bytes.subarray(8, 12))).toBe('WEBP')
    const { default: sharp } = await import('sharp')
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 600, height: 900 })
  })

  it('keeps the SVG with MOCK_MEDIA=svg or when the client does not accept WebP', async () => {
    const kept = await negotiatePicture(svgAnswer(), BROWSER_ACCEPT, 'svg')
    expect(kept.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await kept.text()).toMatch(/^<svg/)
    const plain = await negotiatePicture(svgAnswer(), 'image/png,*/*', 'webp')
    expect(plain.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(plain.headers.get('vary')).toMatch(/\baccept\b/i)
    expect(await plain.text()).toMatch(/^<svg/)
    // WebP unless asked for SVG, as a real image service sends a browser.
    expect(mediaFormatFromEnv(undefined)).toBe('webp')
    expect(mediaFormatFromEnv('webp')).toBe('webp')
    expect(mediaFormatFromEnv(' SVG ')).toBe('svg')
    expect(mediaFormatFromEnv('svg')).toBe('svg')
  })

  it('leaves every other answer as it is: JSON, uploads, errors', async () => {
    const json = new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } })
    expect(await negotiatePicture(json, BROWSER_ACCEPT, 'webp')).toBe(json)
    const upload = new Response(new Uint8Array([0xff, 0xd8]), {
      headers: { 'Content-Type': 'image/jpeg' },
    })
    expect(await negotiatePicture(upload, BROWSER_ACCEPT, 'webp')).toBe(upload)
    const missing = svgAnswer(404)
    expect(await negotiatePicture(missing, BROWSER_ACCEPT, 'webp')).toBe(missing)
  })
})
