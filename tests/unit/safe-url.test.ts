import { describe, expect, it } from 'vitest'
import { safeUrl } from '#lib/safe-url'

const ORIGIN = 'https://filmwaffle.example'

describe('safeUrl', () => {
  it.each([
    'https://cdn.example.com/poster.jpg',
    'http://example.org/path?q=1#frag',
    'HTTPS://EXAMPLE.COM/',
  ])('allows the absolute http(s) URL %s', (url) => {
    expect(safeUrl(url, ORIGIN)).toBe(url)
  })

  it.each(['/post/the-thing', 'post/the-thing', '?query=noir', '#comment-4', './a', '../b'])(
    'allows the same-origin relative URL %s',
    (url) => {
      expect(safeUrl(url, ORIGIN)).toBe(url)
    },
  )

  it('trims surrounding whitespace', () => {
    expect(safeUrl('  https://example.com/a  ', ORIGIN)).toBe('https://example.com/a')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'blob:https://filmwaffle.example/123',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'mailto:someone@example.com',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example/steal',
    'https://exa mple.com',
  ])('rejects %s', (url) => {
    expect(safeUrl(url, ORIGIN)).toBeUndefined()
  })

  it('allows a protocol-relative URL only when it points at this origin', () => {
    expect(safeUrl('//filmwaffle.example/post/x', ORIGIN)).toBe('//filmwaffle.example/post/x')
  })

  it.each([null, undefined, '', '   '])('gives undefined for %j', (value) => {
    expect(safeUrl(value, ORIGIN)).toBeUndefined()
  })

  it('still judges relative URLs without a page origin (Node)', () => {
    expect(safeUrl('/post/x', undefined)).toBe('/post/x')
    expect(safeUrl('//evil.example/x', undefined)).toBeUndefined()
  })
})
