#!/usr/bin/env node
/**
 * The budget (`npm run test:budget`), measured on what a page really downloads. It builds the
 * http-mode app (the one real users get), serves it with `vite preview` in front of
 * `npm run mock:server`, opens each page in Chromium, and fails when
 *   1. the gzipped JavaScript a page downloads before it is idle exceeds its budget on /home,
 *      /new, /grid, /post/{slug}, /board/{slug} and /boards, or on any other page measured;
 *   2. too many requests (the document included) start before the LCP element paints on those
 *      six pages;
 *   3. the page's stylesheets exceed 20 KB gzipped (ENFORCED holds the six pages' lower);
 * The targets are issue 10's (BUDGETS: 140 KB, 160 KB, 20 requests, 20 KB); what fails the run
 * today is ENFORCED (see there); the distance to the targets is printed on every run.
 *   4. any mock-backend code (MSW, its worker script) or the dev-only TanStack devtools slipped
 *      into the build.
 * "Idle" = the load event, then no request in flight for 1 s, then an idle callback: idle-time
 * prefetches are counted. Sizes are the built files gzipped at level 9; 1 KB = 1000 bytes.
 * Ports: BUDGET_API_PORT (4531) and BUDGET_PREVIEW_PORT (4532). `--list` also prints, per page, the
 * requests that started before its LCP element painted, and the LCP element (a failing page
 * always prints them).
 */
import { Buffer } from 'node:buffer'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export const KB = 1000
export const MOCK_WORKER_FILE = 'mockServiceWorker.js'

/** The targets of issue 10. `core` pages are the most visited ones. */
export const BUDGETS = {
  coreJs: 140 * KB,
  anyJs: 160 * KB,
  css: 20 * KB,
  // No target of its own: the CSS target, on the most visited pages too.
  coreCss: 20 * KB,
  requestsBeforeLcp: 20,
}

/**
 * What `npm run test:budget` enforces today: the targets where they are met (JS on other pages,
 * CSS, requests before LCP), otherwise the latest measured figures plus a small margin, so nothing grows while
 * the gap to the targets is closed (README.md → Performance, "Budgets"). Every run prints the distance to the targets as well.
 * Lower these as the code shrinks; never raise them to let a change through.
 */
export const ENFORCED = {
  // 2026-11-26: 158.0–159.0 KB (was 190.7–191.7) once no first screen used react-aria: its
  // buttons, links and comment box became native elements and react-aria's core moved to the
  // `aria` chunk, which the first dialog or form loads; 155.4–156.5 KB once the community pages'
  // texts (groups, profiles, notifications, the recommender…) left en-content.ts; then 152.0–153.0
  // KB on five of them once the comments' code left their first load (it loads when a thread
  // opens), and 157.4 KB on /post/{slug}, which now fetches it as its own chunk (+1.5 KB of gzip
  // and one request); 147.2–154.7 KB once the content code is split by page family (posts;
  // boards; /home's shelves and ad; the texts with the composer panel): the ceiling follows the
  // heaviest page (/post/{slug}), a few tenths of a KB above it; 147.0–154.6 KB once a page's
  // route loader and component share one chunk (the deferred first mount had taken /post to
  // 155.0): ceiling 154.8. Raised on purpose, twice, on 2026-11-27, each time for a measured
  // gain in Lighthouse LCP: to 155.1 (/post 154.9) for the client's taking over of index.html's
  // early requests and a main picture waiting for the report of its paint (0.3 KB on every page,
  // in `ui`; /post 2.81 → 2.40 s, /new 2.47 → 2.25 s), then to 155.3 (/post 155.15) for starting
  // the main picture of /board and /home with their data (0.2 KB in the entry; /board 2.64 →
  // 2.47 s, /home 2.61 → 2.46 s), then to 155.4 (/post 155.37) for splitting the stylesheet in
  // two (scripts/vite-first-paint-css.ts: the lazy imports list the later stylesheet, 0.1 KB;
  // the first paint's CSS 15.3 → 9.2 KB, /post 2.23 → 2.12 s, /home 2.32 → 2.14 s in a same-run
  // A/B). Not for anything else. Lowered to 155.2 (/post 155.05) on 2026-11-27, 147.4–155.1 KB on
  // the six: the widgets' texts (en-widgets.ts) left `ui` for a chunk of their own (−0.65 KB), of
  // which 0.34 KB pays for the error screen that loads the new version after a deploy
  // (src/routes/-components/route-error.tsx: 0.26 KB in the entry, its message 0.07 KB in `ui`;
  // builds with and without it, same run). Raised to 155.3 (/post 155.22–155.23) on 2026-11-28
  // for a defect, not a gain: feed cards are skipped off screen only once laid out
  // (src/features/posts/lib/skip-offscreen.ts, 0.07 KB on the pages with post cards); skipped from
  // the start, they grew under the pointer and a "Load more" press was lost. Lowered to 155.2
  // (/post 155.11) on 2026-11-29: file names carry 7 characters of hash instead of 8 (−0.16 KB on
  // /post), after the heading's focus waiting for the person's first action (+0.07 KB, entry).
  // Avatars on /post waiting for the body text's paint (useLeadText): +0.04 KB (/post 155.15).
  // The header's stable class names (fw-…, for index.html's painted header): +0.03 KB (/post
  // 155.18). Lowered to 155.1 (/post 155.03; the six 147.25–155.03) on 2026-11-29: the texts of
  // the help dialog, the slide-out menu, the calendar and the dialogs' confirm button left the
  // core catalogue for en-widgets.ts (−0.21 KB on every page; /post 155.24 → 155.03), after the
  // search dialog's own icon (lines under a lens, +0.06 KB in `ui`, /post 155.18 → 155.24: the
  // header showed two identical lenses side by side at tablet widths, one opening the topic
  // search and the other the post search).
  // Lowered to 154.6 (/post 154.47; the six 146.67–154.47) the same day: the post dialogs' texts
  // (composer, editing, sharing, search) left en-content.ts for en-post-dialogs.ts, which loads
  // with them (−0.56 KB on every content page). Lowered to 154.3 (/post 154.13; the six
  // 146.27–154.13) the same day: the comments', the boards pages' and /home's texts left
  // en-content.ts for catalogues in their own chunks (en-comments.ts, en-boards.ts, en-home.ts;
  // /new −0.89 KB, /post −0.34). Lowered to 152.6 (/post 152.50; the six 146.27–152.50) the same
  // day: the feeds' code (the lists, their controls and masonry) left `content` for a `feeds`
  // chunk, and the post page's layout and side lists its route chunk (/post −1.63 KB; the feed
  // pages +0.15 KB and one request more, 13–17 before LCP; screenshots of 8 pages at 375 and
  // 1280 px identical to the build before). Raised to 153.1 (/post 153.0; the six 146.7–153.0)
  // on 2026-11-29, on purpose: the overlays open without React's 300 ms hold (src/lib/on-demand:
  // the search dialog's first open 359–364 → 69–98 ms) and are only downloaded once the page is
  // idle, run on the intent to open them (src/components/layout/preload.ts: no more 140–270 ms
  // task 3 s after every load at 4x CPU), +0.4 KB (`ui` +0.12, the entry +0.29).
  coreJs: 153.1 * KB,
  // Met: 144.4–159.1 KB on 2026-11-26 (the heaviest: a missing group's page). /login (185.5) and
  // /register (190.4) were the last pages over it, for react-aria's Form, TextField, Checkbox and
  // Button: the account forms' fields and buttons are native now (149.4 and 151.6 KB).
  anyJs: BUDGETS.anyJs,
  // Met: 16.6 KB where both stylesheets load (2026-11-27).
  css: BUDGETS.css,
  // 9.2 KB on the six (2026-11-27: index.html's stylesheet, the first paint's styles only; the
  // rest loads with the first dialog, form or other page that needs it). Was 15.3 KB in one file.
  coreCss: 10 * KB,
  // Met: 12–17 on 2026-11-26 (was 15–22) once the page's main picture goes first and the list
  // pictures and avatars near the screen wait until it is painted (LeadPicture in
  // src/components/ui/deferred-picture.tsx), and the /home ad's placeholder holds them too (a cold
  // first load had the shelves' posters start before the ad mounted: 22).
  requestsBeforeLcp: BUDGETS.requestsBeforeLcp,
}

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

/**
 * Strings only the TanStack devtools carry (`npm run dev` shows them; no build may): the Query
 * panel's class prefix and the Router panel's name, both string literals that survive minifying.
 */
export const DEVTOOLS_MARKERS = ['tsqd-', 'TanStack Router Devtools']

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length
}

/**
 * Turns what Chromium saw (scripts and stylesheets downloaded before idle, requests before LCP)
 * into sizes: each file counted once, gzipped from the build. `readFile` is injected (tests).
 * @param {{ facts: { downloads: { path: string, type: string }[], lcp: { time: number, element: string | null } | null,
 *           requestsBeforeLcp: { url: string }[] }, readFile: (path: string) => Uint8Array | string }} input
 */
export function summariseDownloads({ facts, readFile, distDir }) {
  const read = readFile ?? ((path) => readFileSync(join(distDir, path)))
  const sized = (type) => {
    const paths = [...new Set(facts.downloads.filter((d) => d.type === type).map((d) => d.path))]
    return paths.map((path) => ({ path, gzip: gzipSize(read(path)) }))
  }
  const jsFiles = sized('script')
  const cssFiles = sized('stylesheet')
  const sum = (files) => files.reduce((total, file) => total + file.gzip, 0)
  return {
    jsFiles,
    jsBytes: sum(jsFiles),
    cssFiles,
    cssBytes: sum(cssFiles),
    requestsBeforeLcp: facts.requestsBeforeLcp.map((r) => r.url),
    lcpTime: facts.lcp?.time ?? null,
    lcpElement: facts.lcp?.element ?? null,
  }
}

/** The broken budgets of one page, as sentences (empty when the page is within them). */
export function checkBudgets(page, summary, { core, budgets = BUDGETS }) {
  const failures = []
  const jsBudget = core ? budgets.coreJs : budgets.anyJs
  if (summary.jsBytes > jsBudget) {
    failures.push(
      `${page}: ${formatKB(summary.jsBytes)} of JavaScript before idle, over ${formatKB(jsBudget)} by ${formatKB(summary.jsBytes - jsBudget)}`,
    )
  }
  const cssBudget = core ? budgets.coreCss : budgets.css
  if (summary.cssBytes > cssBudget) {
    failures.push(
      `${page}: ${formatKB(summary.cssBytes)} of CSS, over ${formatKB(cssBudget)} by ${formatKB(summary.cssBytes - cssBudget)}`,
    )
  }
  if (summary.lcpTime === null) failures.push(`${page}: no largest contentful paint was recorded`)
  else if (core && summary.requestsBeforeLcp.length > budgets.requestsBeforeLcp) {
    failures.push(
      `${page}: ${summary.requestsBeforeLcp.length} requests before LCP, over ${budgets.requestsBeforeLcp}`,
    )
  }
  return failures
}

/**
 * Which mock or devtools markers each file contains; `mockServiceWorker.js` itself counts as a
 * finding.
 */
export function findMockCode(files) {
  const findings = []
  for (const { path, content } of files) {
    if (path.split('/').at(-1) === MOCK_WORKER_FILE) {
      findings.push({ path, marker: `the file ${MOCK_WORKER_FILE} itself` })
      continue
    }
    const text = typeof content === 'string' ? content : Buffer.from(content).toString('utf8')
    for (const marker of [...MOCK_MARKERS, ...DEVTOOLS_MARKERS]) {
      if (text.includes(marker)) findings.push({ path, marker })
    }
  }
  return findings
}

export function formatKB(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

async function main() {
  const { ROOT, CHROME_FLAGS, CHROMIUM, build, pickSlugs, startMockApi, startPreview } =
    await import('./lib/stack.mjs')
  const { measurePage } = await import('./lib/measure-page.mjs')
  const apiPort = Number(process.env.BUDGET_API_PORT ?? 4531)
  const previewPort = Number(process.env.BUDGET_PREVIEW_PORT ?? 4532)
  const api = `http://localhost:${apiPort}`
  const outDir = 'dist-http'
  const distDir = join(ROOT, outDir)

  process.stdout.write('Building the http-mode bundle…\n')
  build({ outDir, apiMode: 'http', apiBaseUrl: api })

  let failed = false
  const files = listFiles(distDir)
    .filter((path) => !path.includes(`${join('.vite', '')}`))
    .map((path) => ({ path: relative(distDir, path), content: readFileSync(path) }))
  const findings = findMockCode(files)
  if (findings.length === 0) {
    process.stdout.write(`OK: no mock-backend or devtools code in ${files.length} built files.\n`)
  } else {
    process.stderr.write('FAIL: mock-backend or devtools code reached the http-mode build:\n')
    for (const { path, marker } of findings) process.stderr.write(`  ${path}: ${marker}\n`)
    failed = true
  }

  const stops = []
  try {
    const mock = await startMockApi(apiPort)
    stops.push(mock.stop)
    const preview = await startPreview({
      outDir,
      port: previewPort,
      apiMode: 'http',
      apiBaseUrl: api,
    })
    stops.push(preview.stop)
    const { chromium } = await import('@playwright/test')
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS })
    stops.push(() => void browser.close())
    const slugs = await pickSlugs(api)
    const core = [
      '/home',
      '/new',
      '/grid',
      `/post/${slugs.post}`,
      `/board/${slugs.board}`,
      '/boards',
    ]
    const others = [
      '/top',
      '/trending',
      '/ai/recommender',
      '/login',
      '/register',
      '/groups',
      `/group/${slugs.group}`,
      '/group/does-not-exist',
      '/terms-and-conditions',
    ]
    process.stdout.write(
      `Pages (enforced: JS before idle ≤ ${formatKB(ENFORCED.coreJs)} on the first six, ≤ ${formatKB(ENFORCED.anyJs)} elsewhere; CSS ≤ ${formatKB(ENFORCED.coreCss)} on the first six, ≤ ${formatKB(ENFORCED.css)} elsewhere; ≤ ${ENFORCED.requestsBeforeLcp} requests before LCP on the first six; targets ${formatKB(BUDGETS.coreJs)}, ${formatKB(BUDGETS.anyJs)}, ${formatKB(BUDGETS.css)}, ${BUDGETS.requestsBeforeLcp}):\n`,
    )
    for (const path of [...core, ...others]) {
      const facts = await measurePage(browser, `http://localhost:${previewPort}${path}`)
      const summary = summariseDownloads({ facts, distDir })
      const isCore = core.includes(path)
      process.stdout.write(
        `  ${path.padEnd(40)} JS ${formatKB(summary.jsBytes).padStart(9)} (${summary.jsFiles.length} files)  CSS ${formatKB(summary.cssBytes).padStart(8)}  before LCP ${String(summary.requestsBeforeLcp.length).padStart(3)}${isCore ? '' : ' (not budgeted)'}\n`,
      )
      const failures = checkBudgets(path, summary, { core: isCore, budgets: ENFORCED })
      // A failing page always shows what it loaded before LCP: a CI log is all there is to go on.
      if (process.argv.includes('--list') || failures.length > 0) {
        process.stdout.write(`    LCP ${JSON.stringify(facts.lcp)}\n`)
        for (const url of summary.requestsBeforeLcp) process.stdout.write(`    - ${url}\n`)
      }
      for (const failure of failures) process.stderr.write(`FAIL: ${failure}\n`)
      if (failures.length > 0) failed = true
      for (const gap of checkBudgets(path, summary, { core: isCore })) {
        if (!failures.some((failure) => failure.split(',')[0] === gap.split(',')[0])) {
          process.stdout.write(`    target not met yet: ${gap}\n`)
        }
      }
    }
  } catch (error) {
    process.stderr.write(`FAIL: ${error instanceof Error ? error.stack : String(error)}\n`)
    failed = true
  } finally {
    for (const stop of stops.reverse()) stop()
  }
  if (!failed) process.stdout.write('OK: every page is within its budgets.\n')
  return failed ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main()
}
