import { resolve } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { IDLE_PREFETCH, IDLE_PREFETCH_ID, type IdlePrefetchName } from '#lib/idle-prefetch'
import { chunksOf, jsonForHtml, withImports } from './vite-early-requests.ts'

/**
 * Per overlay of IDLE_PREFETCH, the files its first open needs that index.html does not load
 * already: the chunk that starts with its module, the chunks that one imports, and their
 * stylesheets (after firstPaintStylesheet: `later.css`), each as an address from the site's root.
 */
export function idlePrefetchFiles(
  bundle: Rollup.OutputBundle,
  entryFile: string | undefined,
  { root, base }: { root: string; base: string },
): Record<IdlePrefetchName, string[]> {
  const chunks = chunksOf(bundle)
  const loaded = withImports(chunks, entryFile ? [entryFile] : [])
  const linked = new Set(
    entryFile ? [...(chunks.get(entryFile)?.viteMetadata?.importedCss ?? [])] : [],
  )
  const files = {} as Record<IdlePrefetchName, string[]>
  for (const [name, module] of Object.entries(IDLE_PREFETCH) as [IdlePrefetchName, string][]) {
    const id = resolve(root, module)
    const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id)
    if (!start) {
      throw new Error(
        `src/lib/idle-prefetch.ts: no lazily loaded chunk starts with ${module} (renamed, or imported statically?)`,
      )
    }
    const needed = [...withImports(chunks, [start.fileName])].filter((file) => !loaded.has(file))
    const stylesheets = needed.flatMap((file) => [
      ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
    ])
    files[name] = [...new Set([...needed, ...stylesheets.filter((file) => !linked.has(file))])].map(
      (file) => `${base}${file}`,
    )
  }
  return files
}

/**
 * Build-only: puts the overlays' file lists (idlePrefetchFiles) at the end of index.html's body,
 * as data, which the Content Security Policy does not govern and nothing reads before the page
 * has loaded.
 */
export function idlePrefetch(): Plugin {
  let root = process.cwd()
  let base = '/'
  return {
    name: 'film-waffle:idle-prefetch',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return []
        const files = idlePrefetchFiles(context.bundle, context.chunk?.fileName, { root, base })
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: IDLE_PREFETCH_ID },
            children: jsonForHtml(files),
            injectTo: 'body',
          },
        ]
      },
    },
  }
}
