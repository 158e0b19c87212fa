import type { Plugin, Rollup } from 'vite'
import { chunksOf, earlyPageChunks, withImports } from './vite-early-requests.ts'

type Chunk = Rollup.OutputChunk

/**
 * Two stylesheets instead of one (issue 10): what the most visited pages need before their first
 * paint, linked from index.html, and the rest, loaded with the first chunk that needs it.
 *
 * The single stylesheet every page waited for was 15 KB gzipped, and more than a third of it was
 * the overlays', forms' and account pages' (Lighthouse /post: each KB before LCP costs about 10
 * ms). With `build.cssCodeSplit`, Vite writes a stylesheet per chunk and lists it beside its chunk's
 * lazy imports (its preload helper waits for it: nothing shows unstyled). Left like that, a first
 * paint would wait for 4–7 small stylesheets, and every lazy import would list its own. Merged:
 * - the first: the styles of the entry, of each early page (src/app/early-requests.ts: the feeds,
 *   /grid, a post, a board, /boards, /home, the recommender) and of the chunks they import;
 * - the later: every other chunk's (dialogs, menus, forms, account and community pages), one
 *   file, cached after the first use.
 *
 * Both keep the order of Vite's one-file build (a chunk's imports before the chunk, the entry's
 * before its lazy chunks'), so rules of equal weight resolve as before; only a later rule that
 * used to precede a first-paint rule now follows it. A computed-style comparison of 38 screens
 * (pages, dialogs, menus and forms at 375 and 1280 px, and a dark-theme pass) found no difference
 * between the one-file build and this one.
 */
export function firstPaintStylesheet(): Plugin {
  let root = process.cwd()
  return {
    name: 'film-waffle:first-paint-stylesheet',
    apply: 'build',
    configResolved(config) {
      root = config.root
      if (!config.build.cssCodeSplit) {
        throw new Error(
          'first-paint stylesheet: needs build.cssCodeSplit (one stylesheet per chunk)',
        )
      }
    },
    // Before Vite's own `generateBundle` hooks: the HTML plugin links the entry's stylesheets, and
    // the import analysis lists each lazy chunk's stylesheets beside it, from `importedCss`.
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle)
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
      if (!entry) return
      const onFirstPaint = withImports(chunks, [
        entry.fileName,
        ...Object.values(earlyPageChunks(chunks, root)).map((chunk) => chunk.fileName),
      ])
      const order = stylesheetOrder(chunks, entry.fileName)
      const firstFiles = cssOf(order.filter((chunk) => onFirstPaint.has(chunk.fileName)))
      const restFiles = cssOf(order.filter((chunk) => !onFirstPaint.has(chunk.fileName))).filter(
        (file) => !firstFiles.includes(file),
      )
      const merged = [...firstFiles, ...restFiles]
      const first = merge(this, bundle, 'style.css', firstFiles)
      const later = merge(this, bundle, 'later.css', restFiles)
      for (const chunk of chunks.values()) {
        const css = chunk.viteMetadata?.importedCss
        if (!css) continue
        const hadLater = restFiles.some((file) => css.has(file))
        for (const file of merged) css.delete(file)
        if (hadLater && later) css.add(later)
      }
      if (first) entry.viteMetadata?.importedCss.add(first)
      for (const file of merged) delete bundle[file]
    },
  }
}

/** The stylesheets of `chunks`, each once, in order. */
function cssOf(chunks: Chunk[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))]
}

/** One stylesheet of `files`, in order, emitted as `name`: its file name, or none if empty. */
function merge(
  context: Rollup.PluginContext,
  bundle: Rollup.OutputBundle,
  name: string,
  files: string[],
): string | undefined {
  const source = files
    .map((file) => {
      const asset = bundle[file]
      if (asset?.type !== 'asset') throw new Error(`first-paint stylesheet: ${file} is missing`)
      return String(asset.source)
    })
    .join('')
  if (!source) return undefined
  return context.getFileName(context.emitFile({ type: 'asset', name, source }))
}

/**
 * Every chunk, in the order Vite's one-stylesheet build concatenates their styles (a chunk's
 * imports before the chunk, the entry's closure before what it imports lazily, at any depth):
 * both stylesheets keep that order, so two rules of equal weight still resolve as before, but for
 * a lazy chunk's rule that used to precede a first-paint rule (it now comes after it).
 */
function stylesheetOrder(chunks: ReadonlyMap<string, Chunk>, entry: string): Chunk[] {
  const seen = new Set<string>()
  const lazy = new Set<string>()
  const order: Chunk[] = []
  const visit = (file: string) => {
    const chunk = chunks.get(file)
    if (!chunk || seen.has(file)) return
    seen.add(file)
    chunk.imports.forEach(visit)
    chunk.dynamicImports.forEach((imported) => lazy.add(imported))
    order.push(chunk)
  }
  visit(entry)
  for (const file of lazy) visit(file)
  return order
}
