import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BUDGET_BYTES,
  KIB,
  findMockCode,
  gzipSize,
  measureFirstLoad,
  type Manifest,
} from '../../scripts/check-bundle.mjs'

/** A manifest shaped like Vite 8's with the router's automatic code splitting. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/routes/_app.tsx?tsr-split=component',
      'src/routes/_app/home.tsx?tsr-split=component---pendingComponent',
      'src/routes/_app/home.tsx?tsr-split=errorComponent',
      'src/routes/boards.tsx?tsr-split=component',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/_app.tsx?tsr-split=component': {
    file: 'assets/_app.js',
    src: 'src/routes/_app.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/routes/_app/home.tsx?tsr-split=component---pendingComponent': {
    file: 'assets/home.js',
    src: 'src/routes/_app/home.tsx?tsr-split=component---pendingComponent',
    isDynamicEntry: true,
    imports: ['index.html', '_post-card.js'],
  },
  'src/routes/_app/home.tsx?tsr-split=errorComponent': {
    file: 'assets/home-error.js',
    src: 'src/routes/_app/home.tsx?tsr-split=errorComponent',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  '_post-card.js': {
    file: 'assets/post-card.js',
    imports: ['_react.js'],
    dynamicImports: ['_share-dialog.js'],
  },
  '_share-dialog.js': { file: 'assets/share-dialog.js', isDynamicEntry: true },
  'src/routes/boards.tsx?tsr-split=component': {
    file: 'assets/boards.js',
    src: 'src/routes/boards.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_post-card.js'],
  },
}

/** Bytes gzip cannot shrink (a fixed-seed xorshift stream), so gzipped size ≈ raw size. */
function incompressible(bytes: number, seed: number): Uint8Array {
  const out = new Uint8Array(bytes)
  let x = seed || 1
  for (let i = 0; i < bytes; i += 1) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

function fakeBuild(sizeOf: (file: string) => number) {
  const read: string[] = []
  const readFile = (file: string) => {
    read.push(file)
    return incompressible(sizeOf(file), file.length * 7919)
  }
  return { readFile, read }
}

const FIRST_LOAD = [
  'assets/index.js',
  'assets/react.js',
  'assets/_app.js',
  'assets/home.js',
  'assets/post-card.js',
]

describe('measureFirstLoad', () => {
  it('counts the entry, the /home route and its layouts, and their static imports, each once', () => {
    const { readFile, read } = fakeBuild(() => 1000)

    const result = measureFirstLoad({ manifest, readFile, route: '/home' })

    expect(result.files.map((f) => f.file).sort()).toEqual([...FIRST_LOAD].sort())
    expect(read.sort()).toEqual([...FIRST_LOAD].sort())
    expect(result.routeKeys).toEqual([
      'src/routes/_app.tsx?tsr-split=component',
      'src/routes/_app/home.tsx?tsr-split=component---pendingComponent',
    ])
  })

  it('leaves out dynamic imports, other routes and the split error component', () => {
    const { readFile } = fakeBuild(() => 1000)

    const files = measureFirstLoad({ manifest, readFile }).files.map((f) => f.file)

    expect(files).not.toContain('assets/share-dialog.js')
    expect(files).not.toContain('assets/boards.js')
    expect(files).not.toContain('assets/home-error.js')
  })

  it('passes a build under the budget and reports the gzipped total', () => {
    const { readFile } = fakeBuild(() => 10 * KIB)

    const result = measureFirstLoad({ manifest, readFile })

    const expected = FIRST_LOAD.reduce((sum, file) => sum + gzipSize(readFile(file)), 0)
    expect(result.total).toBe(expected)
    expect(result.total).toBeGreaterThan(5 * 10 * KIB)
    expect(result.total).toBeLessThan(DEFAULT_BUDGET_BYTES)
    expect(result.withinBudget).toBe(true)
  })

  it('fails a build whose first load exceeds 130 KiB gzipped', () => {
    // 5 files × 27 KiB of incompressible bytes ≈ 135 KiB gzipped.
    const { readFile } = fakeBuild(() => 27 * KIB)

    const result = measureFirstLoad({ manifest, readFile })

    expect(DEFAULT_BUDGET_BYTES).toBe(130 * 1024)
    expect(result.total).toBeGreaterThan(DEFAULT_BUDGET_BYTES)
    expect(result.withinBudget).toBe(false)
  })

  it('counts only the chunks a route needs: a heavy other route does not break the /home budget', () => {
    const { readFile } = fakeBuild((file) => (file === 'assets/boards.js' ? 500 * KIB : KIB))

    expect(measureFirstLoad({ manifest, readFile }).withinBudget).toBe(true)
    expect(measureFirstLoad({ manifest, readFile, route: '/boards' }).withinBudget).toBe(false)
  })

  it('refuses to measure a route the manifest does not have', () => {
    const { readFile } = fakeBuild(() => KIB)

    expect(() => measureFirstLoad({ manifest, readFile, route: '/nowhere' })).toThrow(/\/nowhere/)
  })
})

describe('findMockCode', () => {
  const root = resolve(import.meta.dirname, '../..')

  it('finds msw in its real browser bundle and its real worker script', () => {
    const bundle = readFileSync(resolve(root, 'node_modules/msw/lib/browser/index.mjs'))
    const worker = readFileSync(resolve(root, 'public/mockServiceWorker.js'))

    expect(findMockCode([{ path: 'assets/index.js', content: bundle }]).length).toBeGreaterThan(0)
    expect(findMockCode([{ path: 'assets/worker.js', content: worker }]).length).toBeGreaterThan(0)
  })

  it('fires on a chunk carrying the worker marker and on the worker file itself', () => {
    const findings = findMockCode([
      { path: 'assets/index.js', content: 'register("/mockServiceWorker.js")' },
      { path: 'mockServiceWorker.js', content: '' },
    ])

    expect(findings).toEqual([
      { path: 'assets/index.js', marker: 'mockServiceWorker' },
      { path: 'mockServiceWorker.js', marker: 'the file mockServiceWorker.js itself' },
    ])
  })

  it('stays quiet on application code without msw', () => {
    const reactDom = readFileSync(
      resolve(root, 'node_modules/react-dom/cjs/react-dom-client.production.js'),
    )

    expect(
      findMockCode([
        { path: 'assets/react-dom.js', content: reactDom },
        { path: 'index.html', content: '<script type="module" src="/assets/index.js"></script>' },
      ]),
    ).toEqual([])
  })
})
