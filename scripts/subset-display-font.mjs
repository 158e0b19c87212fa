#!/usr/bin/env node
/**
 * `npm run font:subset`: writes src/styles/fonts/barlow-condensed-900-basic.woff2, the display
 * face's small subset that index.html preloads (characters, features and source in
 * scripts/display-font.mjs). Run it again after changing those or upgrading
 * @fontsource/barlow-condensed, and commit the file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import process from 'node:process'
import {
  SOURCE_FONT,
  SUBSET_FONT,
  fullFaceCodePoints,
  makeSubset,
  subsetCodePoints,
  unicodeRange,
} from './display-font.mjs'

const source = readFileSync(SOURCE_FONT)
const subset = await makeSubset(source)
mkdirSync(dirname(SUBSET_FONT), { recursive: true })
writeFileSync(SUBSET_FONT, subset)

const where = (file) => relative(process.cwd(), file)
process.stdout.write(
  `${where(SOURCE_FONT)}: ${source.length} bytes\n` +
    `${where(SUBSET_FONT)}: ${subset.length} bytes (${Math.round((subset.length / source.length) * 100)}%)\n` +
    `fonts.css, the subset's unicode-range: ${unicodeRange(subsetCodePoints())}\n` +
    `fonts.css, the full latin face's unicode-range: ${unicodeRange(fullFaceCodePoints())}\n`,
)
