import { describe, expect, it } from 'vitest'
import { bodyPreview } from '#features/posts/lib/body-preview'

describe('bodyPreview (300 characters, +300 per read-more)', () => {
  it('shows a short body whole', () => {
    expect(bodyPreview('  A short take.  ', 300)).toEqual({ text: 'A short take.', isCut: false })
  })

  it('cuts a long body between words, close to the limit', () => {
    const body = `${'word '.repeat(80)}end`
    const { text, isCut } = bodyPreview(body, 300)
    expect(isCut).toBe(true)
    expect(text.length).toBeLessThanOrEqual(300)
    expect(text.length).toBeGreaterThan(300 - 24)
    expect(text.endsWith('word')).toBe(true)
  })

  it('cuts inside a very long word rather than dropping most of the text', () => {
    const { text, isCut } = bodyPreview('x'.repeat(400), 300)
    expect(isCut).toBe(true)
    expect(text).toHaveLength(300)
  })

  it('shows everything once the limit passes the length', () => {
    const body = 'y '.repeat(200).trim()
    expect(bodyPreview(body, 600)).toEqual({ text: body, isCut: false })
  })
})
