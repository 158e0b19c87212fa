import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { EARLY_PAGES } from '#app/early-requests'
import { firstPaintStylesheet } from '#scripts/vite-first-paint-css'

interface FakeChunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  dynamicImports: string[]
  viteMetadata: { importedCss: Set<string> }
}

function chunk(
  fileName: string,
  {
    css = [],
    imports = [],
    lazy = [],
    facade = null,
    entry = false,
  }: {
    css?: string[]
    imports?: string[]
    lazy?: string[]
    facade?: string | null
    entry?: boolean
  },
): FakeChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: entry,
    facadeModuleId: facade,
    imports,
    dynamicImports: lazy,
    viteMetadata: { importedCss: new Set(css) },
  }
}

const routeChunk = (route: string) => `assets/${route}.js`

/**
 * A build shaped like the app's: the entry with the framework and the widgets, the early pages
 * with the content they share, and lazy chunks (a dialog, an account page, a group directory that
 * shares a stylesheet with the boards' page).
 */
function build() {
  const chunks = [
    chunk('assets/index.js', {
      entry: true,
      facade: '/app/index.html',
      css: ['assets/index.css'],
      imports: ['assets/framework.js', 'assets/ui.js'],
      lazy: [
        'assets/dialog.js',
        ...EARLY_PAGES.map(({ route }) => routeChunk(route)),
        'assets/settings.js',
        'assets/groups.js',
      ],
    }),
    chunk('assets/framework.js', { css: ['assets/theme.css'] }),
    chunk('assets/ui.js', { css: ['assets/ui.css'], imports: ['assets/framework.js'] }),
    chunk('assets/content.js', { css: ['assets/content.css'], imports: ['assets/ui.js'] }),
    chunk('assets/boards.js', {
      css: ['assets/boards.css', 'assets/link-card.css'],
      imports: ['assets/ui.js'],
    }),
    ...EARLY_PAGES.map(({ route }) =>
      chunk(routeChunk(route), {
        facade: `/app/src/routes/${route}?tsr-split=component---loader`,
        imports: [
          'assets/index.js',
          route === 'boards.tsx' ? 'assets/boards.js' : 'assets/content.js',
        ],
        css: route === 'home.tsx' ? ['assets/home.css'] : [],
      }),
    ),
    chunk('assets/dialog.js', { css: ['assets/dialog.css'], imports: ['assets/ui.js'] }),
    chunk('assets/settings.js', {
      css: ['assets/settings.css'],
      imports: ['assets/ui.js', 'assets/dialog.js'],
    }),
    chunk('assets/groups.js', {
      css: ['assets/groups.css', 'assets/link-card.css'],
      imports: ['assets/ui.js'],
    }),
  ]
  const bundle: Record<string, FakeChunk | Rollup.OutputAsset> = {}
  for (const output of chunks) {
    bundle[output.fileName] = output
    for (const css of output.viteMetadata.importedCss) {
      bundle[css] = {
        type: 'asset',
        fileName: css,
        source: `/*${css.slice('assets/'.length, -'.css'.length)}*/`,
      } as Rollup.OutputAsset
    }
  }
  return bundle
}

/** Runs the plugin's `generateBundle` on `bundle`, with the emitted files added to it. */
function run(bundle: ReturnType<typeof build>) {
  const plugin = firstPaintStylesheet()
  const configResolved = plugin.configResolved as (config: object) => void
  configResolved({ root: '/app', build: { cssCodeSplit: true } })
  const emitted = new Map<string, string>()
  const context = {
    emitFile({ name, source }: { name: string; source: string }) {
      const fileName = `assets/${name.replace(/\.css$/, '')}-hash.css`
      bundle[fileName] = { type: 'asset', fileName, source } as Rollup.OutputAsset
      emitted.set(name, fileName)
      return name
    },
    getFileName: (name: string) => emitted.get(name),
  }
  const generateBundle = plugin.generateBundle as (
    this: typeof context,
    options: object,
    output: typeof bundle,
  ) => void
  generateBundle.call(context, {}, bundle)
  return bundle
}

const cssOf = (bundle: ReturnType<typeof build>, file: string) => [
  ...(bundle[file] as FakeChunk).viteMetadata.importedCss,
]
const sourceOf = (bundle: ReturnType<typeof build>, file: string) =>
  String((bundle[file] as Rollup.OutputAsset).source)

describe('the first-paint stylesheet', () => {
  it('holds what the entry and the early pages need, in import order, as index.html’s one stylesheet', () => {
    const bundle = run(build())
    expect(cssOf(bundle, 'assets/index.js')).toEqual(['assets/style-hash.css'])
    expect(sourceOf(bundle, 'assets/style-hash.css')).toBe(
      '/*theme*//*ui*//*index*//*content*//*boards*//*link-card*//*home*/',
    )
    // The early pages and what they import bring no stylesheet of their own.
    for (const { route } of EARLY_PAGES) expect(cssOf(bundle, routeChunk(route))).toEqual([])
    for (const shared of ['framework', 'ui', 'content', 'boards']) {
      expect(cssOf(bundle, `assets/${shared}.js`)).toEqual([])
    }
  })

  it('gives everything else one later stylesheet, loaded with the first chunk that needs it', () => {
    const bundle = run(build())
    expect(sourceOf(bundle, 'assets/later-hash.css')).toBe('/*dialog*//*settings*//*groups*/')
    for (const lazy of ['dialog', 'settings', 'groups']) {
      expect(cssOf(bundle, `assets/${lazy}.js`)).toEqual(['assets/later-hash.css'])
    }
    // The per-chunk files are gone: only the two stylesheets are written.
    expect(Object.keys(bundle).filter((file) => file.endsWith('.css'))).toEqual([
      'assets/style-hash.css',
      'assets/later-hash.css',
    ])
  })

  it('needs one stylesheet per chunk to start from', () => {
    const configResolved = firstPaintStylesheet().configResolved as (config: object) => void
    expect(() => configResolved({ root: '/app', build: { cssCodeSplit: false } })).toThrow(
      /cssCodeSplit/,
    )
  })
})
