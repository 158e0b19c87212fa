#!/usr/bin/env node
/**
 * The bundle budget (`npm run test:budget`): builds the http-mode bundle, the one real users get,
 * and fails when
 *   1. the JavaScript a first visit to /home downloads exceeds 130 KiB gzipped, or
 *   2. any mock-backend code (MSW, its worker script) slipped into it.
 *
 * "First load" = the entry chunk of index.html, plus the code-split chunks of the /home route and
 * of the layout routes around it, plus, recursively, the chunks those import statically. With
 * `autoCodeSplitting` a route's parts are `src/routes/<file>?tsr-split=<group>` manifest entries;
 * before rendering, the router (router-core `loadRouteChunk`) fetches the lazy loader and the
 * `component` and `pendingComponent` groups, while `errorComponent` and `notFoundComponent` load
 * only when needed, so groups made only of those two are left out. Dynamic imports are not
 * counted: they load later, on demand. Each file counts once, gzipped at level 9. CSS is not
 * JavaScript and is not counted.
 */
import { Buffer } from 'node:buffer'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import process from 'node:process'
import { URL, URLSearchParams, fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

/** 1 KB here is 1024 bytes. */
export const KIB = 1024
export const DEFAULT_BUDGET_BYTES = 130 * KIB
export const DEFAULT_ROUTE = '/home'
export const MOCK_WORKER_FILE = 'mockServiceWorker.js'

/**
 * Strings only MSW's code carries (checked against msw 2.15's browser bundle and its worker
 * script): the worker's default URL, the log prefix of every MSW message, and the message types
 * the page and the worker exchange. They are string literals, so minification keeps them.
 */
export const MOCK_MARKERS = [
  'mockServiceWorker',
  '[MSW]',
  'MOCKING_ENABLED',
  'INTEGRITY_CHECK_REQUEST',
  'MOCK_ACTIVATE',
  'Mock Service Worker',
]

/** The words of a route file's path that name URL segments, e.g. `_app/home/route.tsx` → `home`. */
function urlSegmentsOfRouteFile(srcPath) {
  return routeTokens(srcPath).filter((token) => !isPathless(token))
}

/** `src/routes/_app/home.index.tsx?tsr-split=component` → ['_app', 'home']. */
function routeTokens(srcPath) {
  const [file] = srcPath.split('?')
  const inside = file.slice('src/routes/'.length).replace(/\.[cm]?[jt]sx?$/, '')
  const tokens = inside.split(/[/.]/).filter(Boolean)
  while (tokens.length > 0 && ['index', 'route'].includes(tokens.at(-1))) tokens.pop()
  return tokens
}

/** Pathless layouts (`_app`), route groups (`(auth)`) and the root (`__root`) add no URL segment. */
function isPathless(token) {
  return token.startsWith('_') || (token.startsWith('(') && token.endsWith(')'))
}

/** Split groups the router fetches before it renders a route. */
const FIRST_LOAD_SPLIT_PARTS = new Set(['component', 'pendingComponent', 'loader'])

function isRouteSource(src) {
  return typeof src === 'string' && src.startsWith('src/routes/')
}

/** False for `?tsr-split=errorComponent` and the like, which load only when they are shown. */
function loadsBeforeRender(src) {
  const query = new URLSearchParams(src.split('?')[1] ?? '')
  const split = query.get('tsr-split')
  if (split === null) return true
  return split.split('---').some((part) => FIRST_LOAD_SPLIT_PARTS.has(part))
}

/**
 * The manifest keys of the route's own files and of the layout routes that wrap it (and the root),
 * i.e. every route module the router must load to render the page.
 */
export function routeEntryKeys(manifest, route) {
  const wanted = route.split('/').filter(Boolean)
  const sources = Object.entries(manifest).filter(
    ([, chunk]) => isRouteSource(chunk.src) && loadsBeforeRender(chunk.src),
  )
  const own = sources.filter(([, chunk]) => {
    const segments = urlSegmentsOfRouteFile(chunk.src)
    return segments.length === wanted.length && segments.every((s, i) => s === wanted[i])
  })
  const ancestorTokenLists = own.flatMap(([, chunk]) => {
    const tokens = routeTokens(chunk.src)
    return [['__root'], ...tokens.slice(0, -1).map((_, i) => tokens.slice(0, i + 1))]
  })
  const ancestors = sources.filter(([, chunk]) => {
    const tokens = routeTokens(chunk.src)
    return ancestorTokenLists.some(
      (list) => list.length === tokens.length && list.every((t, i) => t === tokens[i]),
    )
  })
  return [...new Set([...own, ...ancestors].map(([key]) => key))].sort()
}

function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
  const html = entries.find(([key, chunk]) => key === 'index.html' || chunk.src === 'index.html')
  const found = html ?? entries[0]
  if (!found) throw new Error('The manifest has no entry chunk (is `build.manifest` on?)')
  return found[0]
}

/** Manifest keys downloaded on first load, each once: the roots and their static imports, depth-first. */
export function firstLoadKeys(manifest, roots) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest refers to "${key}" but has no such entry`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const root of roots) visit(root)
  return [...seen]
}

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length
}

/**
 * The pure measurement: no building, no file system (readFile is injected).
 * @param {{ manifest: Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[] }>,
 *           readFile: (file: string) => Uint8Array | string, route?: string, budget?: number }} input
 */
export function measureFirstLoad({
  manifest,
  readFile,
  route = DEFAULT_ROUTE,
  budget = DEFAULT_BUDGET_BYTES,
}) {
  const entry = entryKey(manifest)
  const routeKeys = routeEntryKeys(manifest, route)
  if (routeKeys.length === 0) {
    throw new Error(`No route module for ${route} in the manifest: cannot measure its first load`)
  }
  const keys = firstLoadKeys(manifest, [entry, ...routeKeys])
  const files = keys
    .map((key) => manifest[key].file)
    .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index)
    .map((file) => {
      const content = readFile(file)
      const raw = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength
      return { file, raw, gzip: gzipSize(content) }
    })
  const total = files.reduce((sum, file) => sum + file.gzip, 0)
  return { route, entry, routeKeys, files, total, budget, withinBudget: total <= budget }
}

/** Which mock markers each file contains; `mockServiceWorker.js` itself counts as a finding. */
export function findMockCode(files) {
  const findings = []
  for (const { path, content } of files) {
    if (path.split('/').at(-1) === MOCK_WORKER_FILE) {
      findings.push({ path, marker: `the file ${MOCK_WORKER_FILE} itself` })
      continue
    }
    const text = typeof content === 'string' ? content : Buffer.from(content).toString('utf8')
    for (const marker of MOCK_MARKERS) {
      if (text.includes(marker)) findings.push({ path, marker })
    }
  }
  return findings
}

export function formatKiB(bytes) {
  return `${(bytes / KIB).toFixed(2)} KiB`
}

export function formatReport(measurement) {
  const width = Math.max(4, ...measurement.files.map((f) => f.file.length))
  const rows = measurement.files.map(
    (f) =>
      `  ${f.file.padEnd(width)}  ${formatKiB(f.raw).padStart(12)}  ${formatKiB(f.gzip).padStart(12)}`,
  )
  return [
    `First-load JavaScript for ${measurement.route} (entry ${measurement.entry} + ${measurement.routeKeys.join(', ')})`,
    `  ${'file'.padEnd(width)}  ${'raw'.padStart(12)}  ${'gzip -9'.padStart(12)}`,
    ...rows,
    `  ${'total'.padEnd(width)}  ${''.padStart(12)}  ${formatKiB(measurement.total).padStart(12)}`,
    `  budget: ${formatKiB(measurement.budget)} gzipped (1 KiB = 1024 bytes)`,
  ].join('\n')
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

function main() {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
  const outDir = join(root, 'dist-http')

  process.stdout.write('Building the http-mode bundle (npm run build:http)…\n')
  const build = spawnSync('npm', ['run', 'build:http', '--silent'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    process.stderr.write('The http-mode build failed; the budget cannot be checked.\n')
    return 1
  }

  const manifestPath = join(outDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) {
    process.stderr.write(`${manifestPath} is missing: the build must set build.manifest.\n`)
    return 1
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

  let failed = false
  try {
    const measurement = measureFirstLoad({
      manifest,
      readFile: (file) => readFileSync(join(outDir, file)),
    })
    process.stdout.write(`${formatReport(measurement)}\n`)
    if (measurement.withinBudget) {
      process.stdout.write(
        `OK: ${formatKiB(measurement.total)} of ${formatKiB(measurement.budget)} for ${measurement.route}.\n`,
      )
    } else {
      process.stderr.write(
        `FAIL: first-load JavaScript for ${measurement.route} is ${formatKiB(measurement.total)}, ` +
          `over the ${formatKiB(measurement.budget)} budget by ${formatKiB(measurement.total - measurement.budget)}.\n`,
      )
      failed = true
    }
  } catch (error) {
    process.stderr.write(`FAIL: ${error instanceof Error ? error.message : String(error)}\n`)
    failed = true
  }

  const files = listFiles(outDir)
    .filter((path) => !path.includes(`${join('.vite', '')}`))
    .map((path) => ({ path: relative(outDir, path), content: readFileSync(path) }))
  const findings = findMockCode(files)
  if (findings.length === 0) {
    process.stdout.write(`OK: no mock-backend code in ${files.length} built files.\n`)
  } else {
    process.stderr.write('FAIL: mock-backend code reached the http-mode build:\n')
    for (const { path, marker } of findings) process.stderr.write(`  ${path}: ${marker}\n`)
    failed = true
  }
  return failed ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main()
}
