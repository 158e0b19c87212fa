import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUDGETS,
  ENFORCED,
  KB,
  checkBudgets,
  findMockCode,
  formatKB,
  gzipSize,
  summariseDownloads,
} from '#scripts/check-bundle.mjs'

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

/** A fake build: every file is `sizeOf(path)` incompressible bytes; records what was read. */
function fakeBuild(sizeOf: (path: string) => number) {
  const read: string[] = []
  const readFile = (path: string) => {
    read.push(path)
    return incompressible(sizeOf(path), path.length * 7919)
  }
  return { readFile, read }
}

/** What Chromium reports for a page: 6 scripts (one fetched twice), 2 stylesheets, 12 requests before LCP. */
function facts({ beforeLcp = 12, lcp = true }: { beforeLcp?: number; lcp?: boolean } = {}) {
  const scripts = [
    '/assets/index.js',
    '/assets/framework.js',
    '/assets/ui.js',
    '/assets/new.js',
    '/assets/feed.js',
    '/assets/menu.js',
  ]
  return {
    downloads: [
      ...scripts.map((path) => ({ path, type: 'script' })),
      { path: '/assets/new.js', type: 'script' },
      { path: '/assets/index.css', type: 'stylesheet' },
      { path: '/assets/new.css', type: 'stylesheet' },
    ],
    lcp: lcp ? { time: 900, element: 'h2 A post title' } : null,
    requestsBeforeLcp: Array.from({ length: beforeLcp }, (_, i) => ({
      url: `http://localhost/r${i}`,
    })),
  }
}

/** `summariseDownloads` of `facts(…)` on a build whose scripts and stylesheets weigh `js` and `css` each. */
function summaryOf({
  js = KB,
  css = KB,
  ...options
}: { js?: number; css?: number } & Parameters<typeof facts>[0] = {}) {
  return summariseDownloads({
    facts: facts(options),
    readFile: fakeBuild((path) => (path.endsWith('.js') ? js : path.endsWith('.css') ? css : KB))
      .readFile,
  })
}

describe('summariseDownloads', () => {
  it('counts each downloaded script and stylesheet once, gzipped from the build', () => {
    const { readFile, read } = fakeBuild(() => 10 * KB)

    const summary = summariseDownloads({ facts: facts(), readFile })

    expect(summary.jsFiles.map((f) => f.path)).toHaveLength(6)
    expect(read.filter((path) => path === '/assets/new.js')).toHaveLength(1)
    const expectedJs = summary.jsFiles.reduce((sum, f) => sum + gzipSize(readFile(f.path)), 0)
    expect(summary.jsBytes).toBe(expectedJs)
    expect(summary.jsBytes).toBeGreaterThan(6 * 10 * KB)
    expect(summary.cssFiles.map((f) => f.path)).toEqual(['/assets/index.css', '/assets/new.css'])
    expect(summary.requestsBeforeLcp).toHaveLength(12)
    expect(summary.lcpElement).toBe('h2 A post title')
  })
})

describe('checkBudgets', () => {
  const within = summaryOf({ js: 20 * KB, css: 5 * KB })

  it('passes a page within every budget', () => {
    expect(within.jsBytes).toBeLessThan(BUDGETS.coreJs)
    expect(checkBudgets('/new', within, { core: true })).toEqual([])
  })

  it('fails a main page whose JavaScript before idle exceeds 140 KB gzipped, but not another page under 160 KB', () => {
    // 6 scripts × 25 KB of incompressible bytes ≈ 150 KB gzipped.
    const heavy = summaryOf({ js: 25 * KB })
    expect(heavy.jsBytes).toBeGreaterThan(140 * KB)
    expect(heavy.jsBytes).toBeLessThan(160 * KB)

    expect(checkBudgets('/new', heavy, { core: true })).toEqual([
      expect.stringMatching(/^\/new: 15\d\.\d KB of JavaScript before idle, over 140\.0 KB by/),
    ])
    expect(checkBudgets('/top', heavy, { core: false })).toEqual([])
  })

  it('fails any page over 160 KB', () => {
    const heavier = summaryOf({ js: 28 * KB })
    expect(checkBudgets('/top', heavier, { core: false })).toEqual([
      expect.stringMatching(/^\/top: 16\d\.\d KB of JavaScript before idle, over 160\.0 KB/),
    ])
  })

  it('fails more than 20 requests before LCP on a main page, and CSS over 20 KB', () => {
    const summary = summaryOf({ beforeLcp: 21, css: 11 * KB })

    expect(checkBudgets('/home', summary, { core: true })).toEqual([
      expect.stringMatching(/^\/home: 22\.\d KB of CSS, over 20\.0 KB/),
      '/home: 21 requests before LCP, over 20',
    ])
  })

  it('fails a page that never painted its largest content', () => {
    const summary = summaryOf({ lcp: false })

    expect(checkBudgets('/home', summary, { core: true })).toEqual([
      '/home: no largest contentful paint was recorded',
    ])
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

  it('finds the TanStack Query and Router devtools in their real bundles', () => {
    const query = readdirSync(resolve(root, 'node_modules/@tanstack/query-devtools/build'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({
        path: `assets/${name}`,
        content: readFileSync(resolve(root, 'node_modules/@tanstack/query-devtools/build', name)),
      }))
    const router = readdirSync(resolve(root, 'node_modules/@tanstack/router-devtools-core/dist'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({
        path: `assets/${name}`,
        content: readFileSync(
          resolve(root, 'node_modules/@tanstack/router-devtools-core/dist', name),
        ),
      }))

    expect(findMockCode(query).some((finding) => finding.marker === 'tsqd-')).toBe(true)
    expect(
      findMockCode(router).some((finding) => finding.marker === 'TanStack Router Devtools'),
    ).toBe(true)
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

describe('ENFORCED', () => {
  it('never lets more through than the targets where a target is met, and keeps every ceiling finite', () => {
    expect(ENFORCED.anyJs).toBe(BUDGETS.anyJs)
    expect(ENFORCED.css).toBe(BUDGETS.css)
    expect(ENFORCED.requestsBeforeLcp).toBe(BUDGETS.requestsBeforeLcp)
    for (const value of Object.values(ENFORCED)) expect(Number.isFinite(value)).toBe(true)
    expect(ENFORCED.coreJs).toBeLessThanOrEqual(ENFORCED.anyJs)
    expect(ENFORCED.coreCss).toBeLessThanOrEqual(ENFORCED.css)
  })

  it('holds the six main pages to the first paint’s stylesheet, not both', () => {
    // index.html's stylesheet and the later one (dialogs, forms, other pages) together.
    const both = summaryOf({ css: 8 * KB })
    expect(both.cssBytes).toBeGreaterThan(ENFORCED.coreCss)
    expect(checkBudgets('/new', both, { core: true, budgets: ENFORCED })).toEqual([
      expect.stringMatching(
        new RegExp(`^/new: 1\\d\\.\\d KB of CSS, over ${formatKB(ENFORCED.coreCss)}`),
      ),
    ])
    expect(checkBudgets('/login', both, { core: false, budgets: ENFORCED })).toEqual([])
  })

  it('fails a page over the enforced ceiling', () => {
    const heavy = summaryOf({ js: 40 * KB })
    expect(heavy.jsBytes).toBeGreaterThan(ENFORCED.coreJs)
    expect(checkBudgets('/new', heavy, { core: true, budgets: ENFORCED })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^/new: 2\\d\\d\\.\\d KB of JavaScript before idle, over ${formatKB(ENFORCED.coreJs)}`,
        ),
      ),
    ])
  })
})
