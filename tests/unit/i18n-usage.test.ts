import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { en } from '#i18n/en'
import { enAccount } from '#i18n/en-account'
import { enContent } from '#i18n/en-content'
import { enWidgets } from '#i18n/en-widgets'

/*
 * The catalogue is split so the first load carries only core text, and `t` accepts any string
 * (server-sent keys), so TypeScript cannot tell when code asks a translator for a key that lives
 * in another part: the page would show "Error!". This test reads the source instead: every
 * catalogue key written in a file must be reachable through the i18n module(s) that file imports.
 */

const SRC = fileURLToPath(new URL('../../src/', import.meta.url))

/** What each i18n module's `t` can read (every area reads core and the widgets' text too). */
const MODULES: Record<string, readonly string[]> = {
  index: Object.keys(en),
  'en-widgets': [...Object.keys(en), ...Object.keys(enWidgets)],
  'en-account': [...Object.keys(en), ...Object.keys(enWidgets), ...Object.keys(enAccount)],
  'en-content': [...Object.keys(en), ...Object.keys(enWidgets), ...Object.keys(enContent)],
}
const ALL_KEYS = new Set(Object.values(MODULES).flat())

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.gen.ts'))
    .filter((file) => !file.startsWith(`i18n/`) && !file.startsWith(`i18n\\`))
    .map((file) => join(SRC, file))
}

function importedI18nModules(source: string): string[] {
  // Static imports, and dynamic ones (a rarely needed sentence fetched with its catalogue).
  const found = [
    ...source.matchAll(/(?:from\s+|import\(\s*)['"][./]*(?:[\w-]+\/)*i18n\/([\w-]+)['"]/g),
  ].map((match) => match[1] ?? '')
  // A file that imports no translator hands its keys to shared code, which reads core.
  return found.length > 0 ? found : ['index']
}

function catalogueKeysIn(source: string): string[] {
  const literals = [...source.matchAll(/['"]([a-z][a-z0-9_]*)['"]/g)].map((match) => match[1] ?? '')
  return [...new Set(literals.filter((literal) => ALL_KEYS.has(literal)))]
}

/** The catalogue keys a file writes that none of its imported translators can read. */
function unreachableKeys(source: string): string[] {
  const readable = new Set(importedI18nModules(source).flatMap((module) => MODULES[module] ?? []))
  return catalogueKeysIn(source).filter((key) => !readable.has(key))
}

describe('catalogue keys in the source', () => {
  const files = sourceFiles()

  it('flags a key asked of a translator that cannot read it', () => {
    const core = "import { t } from '../../i18n/index'\nt('vote_error'); t('ui_close')"
    const content = "import { t } from '../../i18n/en-content'\nt('vote_error'); t('ui_close')"
    const lazy = "import('../../i18n/en-content').then((c) => c.t('vote_error'))"
    const none = "const titleKey = 'vote_error'"
    expect(unreachableKeys(core)).toEqual(['vote_error'])
    expect(unreachableKeys(content)).toEqual([])
    expect(unreachableKeys(lazy)).toEqual([])
    expect(unreachableKeys(none)).toEqual(['vote_error'])
  })

  it('finds the source files and the i18n modules they import', () => {
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      for (const module of importedI18nModules(readFileSync(file, 'utf8'))) {
        expect(Object.keys(MODULES), relative(SRC, file)).toContain(module)
      }
    }
  })

  it('asks each translator only for keys it can read', () => {
    const problems = files.flatMap((file) =>
      unreachableKeys(readFileSync(file, 'utf8')).map((key) => `${relative(SRC, file)}: ${key}`),
    )
    expect(problems).toEqual([])
  })
})
