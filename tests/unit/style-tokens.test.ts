import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One focus ring and one touch-target size (README.md → Layout): styles spread `focusRing` /
 * `focusRingInset` from src/styles/focus.css.ts and size controls with `vars.size.touch` /
 * `vars.size.touchLarge`, so changing either is a one-line edit. This finds the hand-written
 * copies that would drift.
 */
const root = resolve(import.meta.dirname, '../..')

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css.ts'))
    .map((name) => join(dir, name))
}

const HAND_WRITTEN_RING = /outline:\s*`3px solid \$\{vars\.color\.focus\}`/
const HAND_WRITTEN_TOUCH_SIZE = /\b(?:min)?(?:Height|Width|height|width):\s*'(?:2\.75rem|44px)'/

function copiesIn(file: string, source: string): string[] {
  const path = relative(root, file)
  if (path === 'src/styles/focus.css.ts' || path === 'src/styles/theme.css.ts') return []
  return source
    .split('\n')
    .flatMap((line, index) =>
      HAND_WRITTEN_RING.test(line) || HAND_WRITTEN_TOUCH_SIZE.test(line)
        ? [`${path}:${index + 1}: ${line.trim()}`]
        : [],
    )
}

describe('style tokens', () => {
  it('draws every focus ring and sizes every control from the shared tokens', () => {
    const copies = styleFiles(join(root, 'src')).flatMap((file) =>
      copiesIn(file, readFileSync(file, 'utf8')),
    )
    expect(copies).toEqual([])
  })

  it('finds a hand-written ring and a hand-written touch size', () => {
    const sample = [
      "export const a = style({ minHeight: '2.75rem' })",
      "export const b = style({ width: '44px', height: '44px' })",
      "export const c = style({ selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } } })",
      'export const d = style({ minHeight: vars.size.touch, ...focusRing })',
    ].join('\n')
    expect(copiesIn(join(root, 'src/x.css.ts'), sample).map((line) => line.split(': ')[0])).toEqual(
      ['src/x.css.ts:1', 'src/x.css.ts:2', 'src/x.css.ts:3'],
    )
  })
})
