// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageCompressionUrl } from '#lib/api/image-compression'

/*
 * Where pictures go to be compressed. In http mode the default was the page's own origin, so a
 * build served by `vite preview` (or any static host without nginx's proxy) posted every picture
 * to a 404 while `npm run mock:server`, the API, answered it.
 */
afterEach(() => vi.unstubAllEnvs())

describe('imageCompressionUrl', () => {
  it('is beside the API in http mode', () => {
    vi.stubEnv('VITE_API_MODE', 'http')
    vi.stubEnv('VITE_API_BASE_URL', 'http://localhost:4010')
    expect(imageCompressionUrl().href).toBe('http://localhost:4010/image-service/compress')

    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v2/')
    expect(imageCompressionUrl().href).toBe('https://api.example.com/v2/image-service/compress')
  })

  it('is on the page’s origin on the mock backend, or an http build with a same-origin API', () => {
    vi.stubEnv('VITE_API_MODE', 'mock')
    vi.stubEnv('VITE_API_BASE_URL', 'http://localhost:4010')
    expect(imageCompressionUrl().href).toBe(`${location.origin}/image-service/compress`)

    vi.stubEnv('VITE_API_MODE', 'http')
    vi.stubEnv('VITE_API_BASE_URL', '')
    expect(imageCompressionUrl().href).toBe(`${location.origin}/image-service/compress`)
  })

  it('follows VITE_IMAGE_COMPRESSION_URL when it is set', () => {
    vi.stubEnv('VITE_API_MODE', 'http')
    vi.stubEnv('VITE_API_BASE_URL', 'http://localhost:4010')
    vi.stubEnv('VITE_IMAGE_COMPRESSION_URL', 'https://images.example.com/service/')
    expect(imageCompressionUrl().href).toBe('https://images.example.com/service/compress')

    vi.stubEnv('VITE_IMAGE_COMPRESSION_URL', '/image-service')
    expect(imageCompressionUrl().href).toBe(`${location.origin}/image-service/compress`)
  })
})
