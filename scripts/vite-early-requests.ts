import { resolve } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { EARLY_PAGES, ROUTE_CHUNKS_ID } from '#app/early-requests'
import { earlyRequestsScript } from './early-requests-script.ts'

/** The early-requests script of a build: with the API's requests in http mode only. */
export function earlyRequestsScriptFor(env: {
  VITE_API_MODE?: string
  VITE_API_BASE_URL?: string
}): string {
  return earlyRequestsScript(env.VITE_API_MODE === 'http' ? (env.VITE_API_BASE_URL ?? '') : null)
}

/**
 * `value` as JSON for a `<script type="application/json">` block of index.html, with `<` escaped
 * so that the data cannot close its element.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The bundle's chunks by file name. */
export function chunksOf(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
}

/** The files of the chunks `starts` load before they run: themselves and their imports, at any depth. */
export function withImports(
  chunks: ReadonlyMap<string, Rollup.OutputChunk>,
  starts: readonly string[],
): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    chunks.get(file)?.imports.forEach(visit)
  }
  starts.forEach(visit)
  return seen
}

/** Per route file of EARLY_PAGES, the chunk that holds its page. */
export function earlyPageChunks(
  chunks: ReadonlyMap<string, Rollup.OutputChunk>,
  root: string,
): Record<string, Rollup.OutputChunk> {
  const result: Record<string, Rollup.OutputChunk> = {}
  for (const { route } of EARLY_PAGES) {
    const id = resolve(root, 'src/routes', route)
    const chunk = [...chunks.values()].find((candidate) => {
      const [file, query = ''] = (candidate.facadeModuleId ?? '').split('?')
      return file === id && /(?:^|&)tsr-split=component/.test(query)
    })
    if (!chunk) throw new Error(`src/app/early-requests.ts: no chunk holds the page of ${route}`)
    result[route] = chunk
  }
  return result
}

/**
 * Per route file of EARLY_PAGES, the chunks its page needs that index.html does not already load:
 * the route's chunk and what it imports, less the entry and what the entry imports.
 */
export function routeChunks(
  bundle: Rollup.OutputBundle,
  entryFile: string | undefined,
  { root, base }: { root: string; base: string },
): Record<string, string[]> {
  const chunks = chunksOf(bundle)
  const loaded = withImports(chunks, entryFile ? [entryFile] : [])
  return Object.fromEntries(
    Object.entries(earlyPageChunks(chunks, root)).map(([route, chunk]) => [
      route,
      [...withImports(chunks, [chunk.fileName])]
        .filter((file) => !loaded.has(file))
        .map((file) => `${base}${file}`),
    ]),
  )
}

/**
 * Build-only: puts the early-requests script (scripts/early-requests-script.ts) into index.html's
 * <head>, right after the Content Security Policy (which admits it by its hash) and before the
 * stylesheet (which would hold a script back until the CSS has arrived), behind the JSON block
 * that lists each early page's chunks.
 */
export function earlyRequests(apiMode: string, apiBaseUrl: string | undefined): Plugin {
  let root = process.cwd()
  let base = '/'
  return {
    name: 'film-waffle:early-requests',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = context.bundle
          ? routeChunks(context.bundle, context.chunk?.fileName, { root, base })
          : {}
        const data = jsonForHtml(chunks)
        const script = earlyRequestsScriptFor({
          VITE_API_MODE: apiMode,
          VITE_API_BASE_URL: apiBaseUrl,
        })
        const tags =
          `<script type="application/json" id="${ROUTE_CHUNKS_ID}">${data}</script>\n` +
          `    <script>${script}</script>`
        const policy = /<meta http-equiv="Content-Security-Policy"[^>]*>/i
        const after = policy.test(html) ? policy : /<meta charset=[^>]*>/i
        if (!after.test(html)) throw new Error('index.html has no <meta charset> to follow')
        return html.replace(after, (tag) => `${tag}\n    ${tags}`)
      },
    },
  }
}
