import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import {
  FONTSOURCE_LATIN_RANGE,
  SOURCE_FONT,
  SUBSET_FONT,
  codePointsOf,
  fullFaceCodePoints,
  makeSubset,
  subsetCodePoints,
  toTrueType,
  unicodeRange,
} from '#scripts/display-font.mjs'

/**
 * The display face's small subset (src/styles/fonts.css, scripts/display-font.mjs): index.html
 * preloads it and it alone is declared for the characters it covers, so a character its
 * `unicode-range` promises but the file lacks would fall back to the system font, and a subset
 * that no longer matches fontsource's file would draw headings differently from accented ones.
 */
const root = resolve(import.meta.dirname, '../..')

async function fontOf(woff2: Uint8Array) {
  const face = new hb.Face(new hb.Blob(await toTrueType(woff2)))
  return { face, font: new hb.Font(face) }
}

const subset = await fontOf(readFileSync(SUBSET_FONT))
const source = await fontOf(readFileSync(SOURCE_FONT))

/** The @font-face rules of a stylesheet, in order, as descriptor → value. */
function fontFaces(css: string): Record<string, string>[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...withoutComments.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((rule) =>
    Object.fromEntries(
      [...rule[1]!.matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)].map((d) => [
        d[1]!,
        d[2]!.replace(/\s+/g, ' ').trim(),
      ]),
    ),
  )
}

/** Glyph outlines and positions of `text` shaped with the default features and `features` (`tnum`, `kern=0`). */
function shaped(font: hb.Font, text: string, features: string[] = []) {
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(
    font,
    buffer,
    features.map((feature) => hb.Feature.fromString(feature)!),
  )
  const positions = buffer.getGlyphPositions()
  return buffer
    .getGlyphInfos()
    .map((glyph, i) => ({ path: font.glyphToPath(glyph.codepoint), ...positions[i] }))
}

const sorted = (codePoints: Iterable<number>) => [...codePoints].sort((a, b) => a - b)

const featuresOf = (face: hb.Face, table: 'GSUB' | 'GPOS') =>
  [...new Set(face.getTableFeatureTags(table))].sort()

describe('the display face subset', () => {
  it('has a glyph for every code point of its range, and no other, drawn as in fontsource’s file', () => {
    expect(sorted(subset.face.collectUnicodes())).toEqual(subsetCodePoints())
    const differing = subsetCodePoints().filter((codePoint) => {
      const glyph = subset.font.glyph(codePoint)
      const original = source.font.glyph(codePoint)
      return (
        !glyph ||
        original === undefined ||
        subset.font.glyphToPath(glyph) !== source.font.glyphToPath(original) ||
        subset.font.glyphHAdvance(glyph) !== source.font.glyphHAdvance(original)
      )
    })
    expect(differing.map((codePoint) => `U+${codePoint.toString(16)}`)).toEqual([])
  })

  it('keeps kerning, ligatures and tabular figures: it shapes text as fontsource’s file does', () => {
    expect(subset.face.getTableFeatureTags('GPOS')).toContain('kern')
    const samples = [
      'AVATAR: “Yo, Tony!” — TRY WAVE’S “LAST” FILM… 2024 €9.99™',
      'Top 10: Jaws vs. Fight Club – “Fly” offers • fifty',
    ]
    // Kerning, the fi ligature and tabular figures each change these samples' glyphs or
    // positions, so the comparisons below are not vacuous.
    for (const feature of ['kern=0', 'liga=0', 'tnum']) {
      expect(shaped(source.font, samples.join(' '), [feature])).not.toEqual(
        shaped(source.font, samples.join(' ')),
      )
    }
    for (const text of samples) {
      expect(shaped(subset.font, text)).toEqual(shaped(source.font, text))
      expect(shaped(subset.font, text, ['tnum'])).toEqual(shaped(source.font, text, ['tnum']))
      expect(shaped(subset.font, text, ['pnum'])).toEqual(shaped(source.font, text, ['pnum']))
    }
  })

  it('is declared in fonts.css with exactly its range, beside the full latin face for the rest', () => {
    const faces = fontFaces(readFileSync(resolve(root, 'src/styles/fonts.css'), 'utf8'))
    expect(faces).toHaveLength(2)
    const [full, small] = faces as [Record<string, string>, Record<string, string>]
    for (const face of faces) {
      expect(face).toMatchObject({
        'font-family': "'Barlow Condensed'",
        'font-style': 'normal',
        'font-weight': '900',
      })
    }
    // The preloaded subset never swaps in late; the full face must not be optional (fonts.css).
    expect(small['font-display']).toBe('optional')
    expect(full['font-display']).toBe('fallback')

    expect(small.src).toContain('./fonts/barlow-condensed-900-basic.woff2')
    expect(codePointsOf(small['unicode-range']!)).toEqual(subsetCodePoints())
    expect(small['unicode-range']).toBe(unicodeRange(subsetCodePoints()))

    expect(full.src).toContain('/barlow-condensed-latin-900-normal.woff2')
    expect(codePointsOf(full['unicode-range']!)).toEqual(fullFaceCodePoints())
    expect(full['unicode-range']).toBe(unicodeRange(fullFaceCodePoints()))
  })

  it('leaves every other character of fontsource’s latin range to the full face, and only those', () => {
    const fontsource = fontFaces(
      readFileSync(resolve(root, 'node_modules/@fontsource/barlow-condensed/900.css'), 'utf8'),
    ).find((face) => face.src?.includes('/barlow-condensed-latin-900-normal.woff2'))
    expect(fontsource?.['unicode-range']).toBe(FONTSOURCE_LATIN_RANGE)
    const latin = codePointsOf(FONTSOURCE_LATIN_RANGE)
    const full = fullFaceCodePoints()
    // Disjoint, and together exactly fontsource's latin range.
    expect(full.filter((codePoint) => subsetCodePoints().includes(codePoint))).toEqual([])
    expect(sorted([...full, ...subsetCodePoints()])).toEqual(latin)
  })

  it('is what `npm run font:subset` makes today (same characters and features)', async () => {
    const fresh = await fontOf(await makeSubset())
    expect(sorted(fresh.face.collectUnicodes())).toEqual(sorted(subset.face.collectUnicodes()))
    for (const table of ['GSUB', 'GPOS'] as const) {
      expect(featuresOf(fresh.face, table)).toEqual(featuresOf(subset.face, table))
    }
  })
})
