import { describe, expect, it } from 'vitest'
import { IDLE_PREFETCH } from '#lib/idle-prefetch'
import { idlePrefetch, idlePrefetchFiles } from '#scripts/vite-idle-prefetch'

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  css: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set<string>(css) },
})

function bundleOf(chunks: ReturnType<typeof chunk>[]) {
  return Object.fromEntries(chunks.map((output) => [output.fileName, output]))
}

/** A build: the entry and what it loads, and each overlay of IDLE_PREFETCH in a lazy chunk. */
function build() {
  return bundleOf([
    chunk(
      'assets/index.js',
      '/app/src/main.tsx',
      ['assets/framework.js', 'assets/ui.js'],
      ['assets/style.css'],
    ),
    chunk('assets/framework.js', null, []),
    chunk('assets/ui.js', null, ['assets/framework.js']),
    chunk('assets/aria.js', null, ['assets/framework.js'], ['assets/later.css']),
    chunk('assets/modal.js', null, ['assets/aria.js', 'assets/ui.js']),
    ...Object.entries(IDLE_PREFETCH).map(([name, module]) =>
      chunk(
        `assets/${name}.js`,
        `/app/${module}`,
        ['assets/modal.js', 'assets/ui.js'],
        ['assets/style.css'],
      ),
    ),
  ])
}

describe("index.html's list of what each overlay downloads once the page is idle", () => {
  it("names each overlay's chunk, its imports and stylesheets, less what index.html loads", () => {
    const files = idlePrefetchFiles(build() as never, 'assets/index.js', {
      root: '/app',
      base: '/',
    })
    expect(Object.keys(files).toSorted()).toEqual(Object.keys(IDLE_PREFETCH).toSorted())
    expect(files.search).toEqual([
      '/assets/search.js',
      '/assets/modal.js',
      '/assets/aria.js',
      '/assets/later.css',
    ])
  })

  it('fails the build when an overlay of the table has no chunk of its own', () => {
    const bundle = build()
    delete bundle['assets/help.js']
    expect(() =>
      idlePrefetchFiles(bundle as never, 'assets/index.js', { root: '/app', base: '/' }),
    ).toThrow(/help-modal\.tsx/)
  })

  it('goes at the end of the body as data, which no policy governs and nothing reads early', () => {
    const plugin = idlePrefetch()
    const resolved = plugin.configResolved as (config: object) => void
    resolved({ root: '/app', base: '/' })
    const transform = plugin.transformIndexHtml as {
      handler: (html: string, context: object) => unknown
    }
    const [tag] = transform.handler('<html></html>', {
      bundle: build(),
      chunk: { fileName: 'assets/index.js' },
    }) as { tag: string; attrs: object; children: string; injectTo: string }[]
    expect(tag).toMatchObject({
      tag: 'script',
      attrs: { type: 'application/json', id: 'film-waffle-idle-prefetch' },
      injectTo: 'body',
    })
    expect(JSON.parse(tag?.children ?? '')).toHaveProperty('menu')
    // Without a bundle (the dev server), nothing.
    expect(transform.handler('<html></html>', {})).toEqual([])
  })
})
