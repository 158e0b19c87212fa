/**
 * The display face's small subset (src/styles/fonts/barlow-condensed-900-basic.woff2), in one
 * place: the characters it holds, the layout features it keeps, how it is made from fontsource's
 * latin file, and the `unicode-range` of each of the two faces in src/styles/fonts.css.
 * `npm run font:subset` (scripts/subset-display-font.mjs) writes it; tests/unit/display-font.test.ts
 * checks the committed file and fonts.css against this module.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import fontverter from 'fontverter'
import subsetFont from 'subset-font'

/** fontsource's Barlow Condensed Black, latin subset (≈22 KB woff2): the file the subset is cut from. */
export const SOURCE_FONT = fileURLToPath(
  new URL(
    '../node_modules/@fontsource/barlow-condensed/files/barlow-condensed-latin-900-normal.woff2',
    import.meta.url,
  ),
)

/** The committed subset. */
export const SUBSET_FONT = fileURLToPath(
  new URL('../src/styles/fonts/barlow-condensed-900-basic.woff2', import.meta.url),
)

/**
 * What an English heading, the logo and most post titles use: Basic Latin and a few typographic
 * marks. Inclusive [first, last] code point ranges; fonts.css's `unicode-range` for the subset is
 * exactly this list. Any other character (é, £, ©) makes the browser fetch the full latin file.
 */
export const SUBSET_RANGES = [
  [0x0020, 0x007e], // Basic Latin: letters, digits, ASCII punctuation
  [0x00a0, 0x00a0], // no-break space
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
]

/**
 * The OpenType features the subset keeps: the ones browsers apply by default (kerning among them)
 * and the two `font-variant-numeric` ones the app's styles ask for on display text (tabular-nums;
 * proportional-nums is its opposite). The font's fraction features (frac, numr, dnom) are left
 * out: no style asks for them, and their glyphs are 1 KB. A style that asks for another
 * feature of this face must add it here.
 */
export const SUBSET_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rvrn',
  'tnum',
  'pnum',
]

/** fontsource's `unicode-range` for its latin file (@fontsource/barlow-condensed/900.css), verbatim. */
export const FONTSOURCE_LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

const span = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => first + i)

/** Every code point of SUBSET_RANGES, ascending. */
export function subsetCodePoints() {
  return SUBSET_RANGES.flatMap(([first, last]) => span(first, last))
}

/**
 * What the full latin face is declared for: fontsource's latin range minus the subset's. The two
 * ranges must not overlap: when the preloaded subset misses `font-display: optional`'s deadline,
 * an overlapping full face (`font-display: fallback`) would step in for every character, download
 * 22 KB more and swap the headings into the face later, moving the page.
 */
export function fullFaceCodePoints() {
  const subset = new Set(subsetCodePoints())
  return codePointsOf(FONTSOURCE_LATIN_RANGE).filter((codePoint) => !subset.has(codePoint))
}

/** A CSS `unicode-range` value's code points, in its order: `U+0020-007E, U+00A0` → [0x20, …, 0x7e, 0xa0]. */
export function codePointsOf(range) {
  return range.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`not a unicode-range part: "${part}"`)
    return span(parseInt(match[1], 16), parseInt(match[2] ?? match[1], 16))
  })
}

/** Ascending code points as a CSS `unicode-range` value: `U+0020-007E, U+00A0, …`. */
export function unicodeRange(codePoints) {
  const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0')
  const runs = []
  for (const codePoint of codePoints) {
    const run = runs.at(-1)
    if (run && run[1] === codePoint - 1) run[1] = codePoint
    else runs.push([codePoint, codePoint])
  }
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ')
}

/** The subset as woff2 bytes, cut from `source` (fontsource's latin woff2 by default). */
export async function makeSubset(source) {
  const font = source ?? (await readFile(SOURCE_FONT))
  const text = String.fromCodePoint(...subsetCodePoints())
  return subsetFont(font, text, { targetFormat: 'woff2', keepFeatures: SUBSET_FEATURES })
}

/** A woff2 (or woff) file as plain TrueType bytes, which harfbuzzjs reads (it cannot unpack woff2). */
export async function toTrueType(font) {
  return fontverter.convert(font, 'truetype')
}
