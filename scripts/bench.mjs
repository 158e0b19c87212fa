#!/usr/bin/env node
/* global window, document, requestAnimationFrame, MutationObserver */
/**
 * `npm run bench` (minutes; not part of `npm test`). Builds the http-mode app, serves it with
 * `vite preview` against `npm run mock:server`, and measures:
 *   1. Lighthouse 12.8 (mobile preset, simulated throttling) on /home, /new, /post/{slug},
 *      /board/{slug} and /ai/recommender, 3 runs each: medians beside the targets;
 *   2. what each page downloads before idle and the requests before LCP (Chromium, as the budget);
 *   3. scale: /new with load more pressed until 1,000 posts are on the page (click → appended page
 *      painted, vote → new count, DOM size, JS heap);
 *   4. mock mode start: building the seeded world in the browser, first post painted.
 * Writes everything as JSON into bench-results/ (git-ignored).
 *
 * Options: --runs N (3), --only lighthouse,pages,scale,mock, --no-build (reuse dist-bench*),
 *          --label NAME (file name suffix), --no-paint-holding (see PAINT_HOLDING_FLAG).
 * Ports (all overridable by env): BENCH_API_PORT 4533, BENCH_PREVIEW_PORT 4534, BENCH_MOCK_PORT 4535.
 * The mock API sends its pictures as WebP, as a real image service would (mocks/media/raster.ts);
 * `MOCK_MEDIA=svg npm run bench` measures the SVG the handlers draw.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import {
  CHROME_FLAGS,
  CHROMIUM,
  ROOT,
  build,
  pickSlugs,
  startMockApi,
  startPreview,
} from './lib/stack.mjs'
import { measurePage } from './lib/measure-page.mjs'
import { summariseDownloads } from './check-bundle.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: 'lighthouse,pages,scale,mock' },
    'no-build': { type: 'boolean', default: false },
    label: { type: 'string', default: '' },
    'no-paint-holding': { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)
const PARTS = new Set(args.only.split(','))
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4533)
const PREVIEW_PORT = Number(process.env.BENCH_PREVIEW_PORT ?? 4534)
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4535)
const API = `http://localhost:${API_PORT}`
const HTTP_DIST = 'dist-bench'
const MOCK_DIST = 'dist-bench-mock'

export const TARGETS = {
  performance: { min: 97 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcp: { max: 2200, unit: 'ms' },
  tbt: { max: 50, unit: 'ms' },
  cls: { max: 0.01 },
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function machineLoad() {
  const [one, five] = loadavg()
  return `load ${one.toFixed(2)} / ${five.toFixed(2)} (1/5 min) on ${cpus().length} cores`
}

/**
 * Lighthouse's default run, which the issue's peer figures come from, keeps Chrome's paint holding.
 * In headless runs it often holds a page that is painted and ready until the next frame the
 * display compositor allows, a second or two later (lighthouse#17148, open, reproduced on
 * PageSpeed Insights): the observed first paint lands at ~0.6, ~1.3 or ~2.3 s on one build, and
 * simulated Speed Index (1.4 × the observed one + …) moves the performance score by 2–5 points
 * with it. `--no-paint-holding` measures without it, to see the page's own figures; the default
 * stays comparable with the peer's.
 */
const PAINT_HOLDING_FLAG = '--disable-features=PaintHolding'

async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      ...CHROME_FLAGS,
      ...(args['no-paint-holding'] ? [PAINT_HOLDING_FLAG] : []),
    ],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    const lhr = result.lhr
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {}
    const requests = lhr.audits['network-requests']?.details?.items ?? []
    const observedLcp = metrics.observedLargestContentfulPaint ?? Infinity
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      // The simulated Speed Index leans on the observed one (see PAINT_HOLDING_FLAG): both kept.
      speedIndex: lhr.audits['speed-index'].numericValue,
      observedFcp: metrics.observedFirstContentfulPaint ?? null,
      requests: requests.length,
      requestsBeforeObservedLcp: requests.filter((r) => r.networkRequestTime < observedLcp).length,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
      failedBinaryAudits: failed,
      runtimeError: lhr.runtimeError?.message ?? null,
      // Lighthouse's measure of this machine's speed at the time of the run: TBT is observed CPU
      // time scaled by 4, so a busy host shows as a low index and a high TBT on any build.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    }
  } finally {
    await chrome.kill()
  }
}

function formatLighthouse(pages) {
  const cols = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls']
  const head = [
    'page',
    ...cols.map(
      (c) => `${c} (${TARGETS[c].min !== undefined ? '≥' + TARGETS[c].min : '≤' + TARGETS[c].max})`,
    ),
  ]
  const rows = Object.entries(pages).map(([page, runs]) => {
    const cells = cols.map((c) => {
      const value = median(runs.map((r) => r[c]))
      const target = TARGETS[c]
      const ok = target.min !== undefined ? value >= target.min : value <= target.max
      const shown =
        c === 'cls' ? value.toFixed(3) : c === 'lcp' || c === 'tbt' ? Math.round(value) : value
      return `${shown}${ok ? '' : ' ✗'}`
    })
    return [page, ...cells]
  })
  return [head, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n')
}

async function runLighthouse(base, paths) {
  const pages = {}
  // Interleaved: run 1 of every page, then run 2…, so a burst of load hits all pages alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const path of paths) {
      process.stdout.write(`  lighthouse ${path} run ${run + 1}/${RUNS}… `)
      const result = await lighthouseRun(`${base}${path}`)
      process.stdout.write(
        `perf ${result.performance}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, benchmarkIndex ${Math.round(result.benchmarkIndex ?? 0)} (${machineLoad()})\n`,
      )
      ;(pages[path] ??= []).push(result)
    }
  }
  return pages
}

async function runPages(browser, base, paths) {
  const pages = {}
  for (const path of paths) {
    const facts = await measurePage(browser, `${base}${path}`)
    pages[path] = summariseDownloads({ facts, distDir: join(ROOT, HTTP_DIST) })
  }
  return pages
}

async function login(apiBase) {
  const response = await fetch(`${apiBase}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'filmfan', password: 'Password1!' }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return response.json()
}

/** The default world has 120 posts: the scale test adds posts through the API until `total`. */
async function growWorld(apiBase, tokens, total) {
  const first = await (await fetch(`${apiBase}/api/content/post/new?page=1`)).json()
  let count = first.pagination?.total_objects ?? 0
  let i = 0
  while (count < total) {
    i += 1
    const response = await fetch(`${apiBase}/api/content/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access}` },
      body: JSON.stringify({
        title: `Scale test post ${i}: a film worth a second look`,
        body: 'Bench filler: the score carries so much of the tension that I tried a scene on mute and it fell apart. '.repeat(
          3,
        ),
        type: 'post',
        image: null,
        group: null,
        boards: [],
        status: 'A',
      }),
    })
    if (!response.ok)
      throw new Error(`creating a post failed: ${response.status} ${await response.text()}`)
    count += 1
  }
  return count
}

/** Where the scale test votes: fractions of the way down the 1,000 cards. */
const VOTE_POSITIONS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.35, 0.45, 0.55, 0.65]

async function runScale(browser, base) {
  const tokens = await login(API)
  await growWorld(API, tokens, 1000)
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  })
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('film-waffle:access-token', access)
      localStorage.setItem('film-waffle:refresh-token', refresh)
    },
    [tokens.access, tokens.refresh],
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(`${base}/new`, { waitUntil: 'load' })
  await page.locator('main article').first().waitFor()
  // Past a few hundred posts the feed keeps only the cards near the screen in the page: the
  // number loaded is then each card's aria-setsize, not the number of cards.
  // (Defined through the debugging protocol, which the page's content security policy allows.)
  await page.evaluate(() => {
    window.__postsLoaded = () => {
      const item = document.querySelector('main li[aria-setsize]')
      return item
        ? Number(item.getAttribute('aria-setsize'))
        : document.querySelectorAll('main article').length
    }
  })
  const postsLoaded = () => page.evaluate(() => window.__postsLoaded())
  const loadMore = []
  for (;;) {
    const count = await postsLoaded()
    if (count >= 1000) break
    const button = page.getByRole('button', { name: 'Load more', exact: true })
    if ((await button.count()) === 0) break
    await button.scrollIntoViewIfNeeded()
    // Time from the click to the frame that shows the appended cards (measured in the page).
    const ms = await page.evaluate(async (before) => {
      const button = [...document.querySelectorAll('main button')].find(
        (b) => b.textContent?.trim() === 'Load more',
      )
      const started = performance.now()
      button.click()
      await new Promise((done) => {
        const check = () => {
          if (window.__postsLoaded() > before) done()
          else requestAnimationFrame(check)
        }
        check()
      })
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
      return performance.now() - started
    }, count)
    loadMore.push(ms)
  }
  const posts = await postsLoaded()
  const cardsInPage = await page.locator('main article').count()
  // Votes on cards spread over the list (a third of the way down to two thirds): click to the new
  // count on screen, then the frame that paints it. Several, because one vote on a page this size
  // moves by ±10 ms from run to run; the median is reported beside the worst.
  const votes = []
  for (const at of VOTE_POSITIONS) {
    votes.push(
      await page.evaluate(async (at) => {
        // The card at that place in the list: scrolled to first, since a card far from the screen
        // may not be in the page.
        const list = document.querySelector('main ol')
        const top = list.getBoundingClientRect().top + window.scrollY
        window.scrollTo(0, top + list.getBoundingClientRect().height * at)
        // Let the scroll settle (cards drawn, pictures, deferred work) before timing the click.
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300)))
        const card = [...document.querySelectorAll('main article')].find(
          (article) => article.getBoundingClientRect().top >= 0,
        )
        const button = card.querySelector('button[aria-pressed]')
        const shown = () => button.querySelector('span[aria-hidden="true"]')?.textContent
        const before = shown()
        const started = performance.now()
        button.click()
        await new Promise((done) => {
          const check = () => (shown() !== before ? done() : requestAnimationFrame(check))
          check()
        })
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
        return performance.now() - started
      }, at),
    )
  }
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  const sorted = [...loadMore].sort((a, b) => a - b)
  return {
    posts,
    cardsInPage,
    clicks: loadMore.length,
    loadMoreMedianMs: median(loadMore),
    loadMoreWorstMs: sorted.at(-1),
    loadMoreP90Ms: sorted[Math.floor(sorted.length * 0.9)],
    voteMs: median(votes),
    voteWorstMs: Math.max(...votes),
    votes: votes.length,
    domNodes,
    heapMB: heap.usedSize / 1024 / 1024,
  }
}

async function runMockStart(browser, base) {
  const runs = []
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.__firstPost = null
      const observer = new MutationObserver(() => {
        if (window.__firstPost === null && document.querySelector('main article')) {
          requestAnimationFrame(() =>
            setTimeout(() => (window.__firstPost ??= performance.now()), 0),
          )
          observer.disconnect()
        }
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${base}/new`, { waitUntil: 'load' })
    await page.waitForFunction(() => window.__firstPost !== null, null, { timeout: 30_000 })
    const result = await page.evaluate(() => ({
      worldMs: performance.getEntriesByName('mock:world')[0]?.duration ?? null,
      mockStartMs: performance.getEntriesByName('mock:start')[0]?.duration ?? null,
      firstPostMs: window.__firstPost,
    }))
    runs.push(result)
    await context.close()
  }
  const pick = (key) => runs.map((r) => r[key]).filter((v) => v !== null)
  return {
    runs,
    worldMedianMs: pick('worldMs').length ? median(pick('worldMs')) : null,
    mockStartMedianMs: pick('mockStartMs').length ? median(pick('mockStartMs')) : null,
    firstPostMedianMs: median(pick('firstPostMs')),
  }
}

/**
 * What the mock API sends an `<img>` (mocks/media/raster.ts): asked of the server itself rather
 * than read from MOCK_MEDIA again, so the report says what the pages really got.
 */
async function pictureFormat(api) {
  const answer = await fetch(`${api}/mock-media/avatar/bench.svg`, {
    headers: { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
  })
  await answer.arrayBuffer()
  return answer.headers.get('content-type')?.split(';')[0] ?? 'unknown'
}

async function main() {
  const started = new Date()
  const report = {
    started: started.toISOString(),
    load: [machineLoad()],
    runs: RUNS,
    paintHolding: !args['no-paint-holding'],
    // The mock API's pictures, as it answers a browser (image/webp, or image/svg+xml with
    // MOCK_MEDIA=svg); 'none' when no part of this run started it.
    pictures: 'none',
  }
  const stops = []
  const stopAll = () => stops.splice(0).forEach((stop) => stop())
  process.on('SIGINT', () => {
    stopAll()
    process.exit(130)
  })
  try {
    if (!args['no-build']) {
      process.stdout.write(
        `Building http mode into ${HTTP_DIST}/ and mock mode into ${MOCK_DIST}/…\n`,
      )
      if (PARTS.has('lighthouse') || PARTS.has('pages') || PARTS.has('scale')) {
        build({ outDir: HTTP_DIST, apiMode: 'http', apiBaseUrl: API })
      }
      if (PARTS.has('mock')) build({ outDir: MOCK_DIST, apiMode: 'mock' })
    }
    const { chromium } = await import('@playwright/test')
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS })
    stops.push(() => void browser.close())

    if (PARTS.has('lighthouse') || PARTS.has('pages') || PARTS.has('scale')) {
      const api = await startMockApi(API_PORT)
      stops.push(api.stop)
      report.pictures = await pictureFormat(API)
      const preview = await startPreview({
        outDir: HTTP_DIST,
        port: PREVIEW_PORT,
        apiMode: 'http',
        apiBaseUrl: API,
      })
      stops.push(preview.stop)
      const base = `http://localhost:${PREVIEW_PORT}`
      const slugs = await pickSlugs(API)
      report.slugs = slugs
      const lighthousePaths = [
        '/home',
        '/new',
        `/post/${slugs.post}`,
        `/board/${slugs.board}`,
        '/ai/recommender',
      ]
      const budgetPaths = [
        '/home',
        '/new',
        '/grid',
        `/post/${slugs.post}`,
        `/board/${slugs.board}`,
        '/boards',
        '/ai/recommender',
      ]
      if (PARTS.has('pages')) {
        process.stdout.write('\nWhat each page downloads before idle (Chromium, no throttling)…\n')
        report.pages = await runPages(browser, base, budgetPaths)
        for (const [path, page] of Object.entries(report.pages)) {
          process.stdout.write(
            `  ${path}: JS ${(page.jsBytes / 1024).toFixed(1)} KB gz in ${page.jsFiles.length} files, CSS ${(page.cssBytes / 1024).toFixed(1)} KB gz in ${page.cssFiles.length}, ${page.requestsBeforeLcp.length} requests before LCP (${page.lcpElement ?? 'no LCP'} at ${Math.round(page.lcpTime)} ms)\n`,
          )
        }
        process.stdout.write(
          `\nRequests before LCP on /new:\n${report.pages['/new'].requestsBeforeLcp.map((r) => `  ${r}`).join('\n')}\n`,
        )
      }
      if (PARTS.has('lighthouse')) {
        process.stdout.write(
          `\nLighthouse (mobile, simulated throttling), ${RUNS} runs each, interleaved…\n`,
        )
        report.lighthouse = await runLighthouse(base, lighthousePaths)
        report.load.push(machineLoad())
      }
      if (PARTS.has('scale')) {
        process.stdout.write('\nScale: /new up to 1,000 posts…\n')
        report.scale = await runScale(browser, base)
      }
      api.stop()
      preview.stop()
    }
    if (PARTS.has('mock')) {
      process.stdout.write('\nMock mode start…\n')
      const preview = await startPreview({ outDir: MOCK_DIST, port: MOCK_PORT, apiMode: 'mock' })
      stops.push(preview.stop)
      report.mock = await runMockStart(browser, `http://localhost:${MOCK_PORT}`)
      preview.stop()
    }
    report.load.push(machineLoad())

    process.stdout.write(
      `\n# Bench ${started.toISOString()} (${report.load.join(' → ')})${report.paintHolding ? '' : ', Lighthouse without paint holding'}, pictures ${report.pictures}\n`,
    )
    if (report.lighthouse) {
      process.stdout.write(
        `\nLighthouse medians of ${RUNS} (✗ = target missed)\n${formatLighthouse(report.lighthouse)}\n`,
      )
      const indexes = Object.values(report.lighthouse)
        .flat()
        .map((r) => r.benchmarkIndex)
        .filter((index) => index !== null)
      if (indexes.length > 0) {
        process.stdout.write(
          `  machine: Lighthouse benchmarkIndex median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} across runs (a wide spread means a busy host: read TBT with care)\n`,
        )
      }
      for (const [path, runs] of Object.entries(report.lighthouse)) {
        const failed = [...new Set(runs.flatMap((r) => r.failedBinaryAudits))]
        process.stdout.write(
          `  ${path}: LCP element ${runs[0].lcpElement ?? '?'}; requests ${median(runs.map((r) => r.requests))}${failed.length ? `; failed audits: ${failed.join(', ')}` : ''}\n`,
        )
      }
    }
    if (report.scale) {
      const s = report.scale
      process.stdout.write(
        `\nScale (${s.posts} posts after ${s.clicks} load-more clicks): load more median ${s.loadMoreMedianMs.toFixed(0)} ms (≤ 100), p90 ${s.loadMoreP90Ms.toFixed(0)} ms, worst ${s.loadMoreWorstMs.toFixed(0)} ms; vote median ${s.voteMs.toFixed(0)} ms (≤ 50) of ${s.votes}, worst ${s.voteWorstMs.toFixed(0)} ms; ${s.cardsInPage} cards in the page, DOM ${s.domNodes} elements; heap ${s.heapMB.toFixed(1)} MB (≤ 80)\n`,
      )
    }
    if (report.mock) {
      const m = report.mock
      process.stdout.write(
        `\nMock mode: seeded world built in ${m.worldMedianMs?.toFixed(0) ?? '?'} ms (≤ 150), mock backend ready ${m.mockStartMedianMs?.toFixed(0) ?? '?'} ms, first post painted ${m.firstPostMedianMs.toFixed(0)} ms after navigation (medians of ${RUNS})\n`,
      )
    }
    mkdirSync(join(ROOT, 'bench-results'), { recursive: true })
    const file = join(
      ROOT,
      'bench-results',
      `bench-${started.toISOString().replace(/[:.]/g, '-')}${args.label ? `-${args.label}` : ''}.json`,
    )
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
    process.stdout.write(`\nWritten to ${file}\n`)
  } finally {
    stopAll()
  }
}

await main()
