import { AxeBuilder } from '@axe-core/playwright'
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type ViewportSize,
} from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#lib/api/tokens'
import { STALLED_NAVIGATION_ANNOTATION } from './sweep-reporter'

/**
 * Every end-to-end spec imports `test` and `expect` from here. The `page` it hands out fails its
 * test at teardown when the app logged a console error, threw an uncaught exception or asked for
 * anything from a host other than this machine (such requests are aborted, never sent; requests
 * the mock service worker passes through are caught too). tests/e2e/harness.spec.ts proves it.
 *
 * Also here: `signIn(page)`, `waitForAppReady(page)`, `fetchJson(page, path)` (the mock API from
 * inside the page), `expectNoHorizontalOverflow(page)`, `expectNoSeriousAxeViolations(page)`,
 * the `allowConsoleErrors(...)` fixture with `failedRequestLog(status, path)` for requests a
 * screen makes fail on purpose, and `sharedPage` for cheap read-only visits (the route sweep).
 */

export { expect }

/** The seeded demo member (mocks/README.md). */
export const DEMO_USERNAME = 'filmfan'
export const DEMO_PASSWORD = 'Password1!'

/** Where the app keeps the session: the app's own constants, so the two can never drift apart. */
export const TOKEN_STORAGE_KEYS = { access: ACCESS_TOKEN_KEY, refresh: REFRESH_TOKEN_KEY }

/**
 * Any URL that can leave this machine: what the fixtures abort and report. Local are the schemes
 * that never reach the network (data:, blob:, about:) and localhost, 127.0.0.1 and [::1] on any
 * port; `localhost.example.org` is foreign.
 */
const FOREIGN_URL =
  /^(?!(?:data|blob|about):)(?![a-z][a-z\d+.-]*:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?(?:[/?#]|$))/i

const CSP_MARKER = '[csp-violation]'

/** What went wrong in a browser context while one test was using it. */
export class ProblemLog {
  readonly consoleErrors: string[] = []
  readonly uncaughtExceptions: string[] = []
  readonly foreignRequests: string[] = []
  readonly policyViolations: string[] = []
  /** Requests sent and not yet answered, with when they were sent: what a stalled load waits for. */
  readonly openRequests = new Map<Request, number>()

  reset(): void {
    this.policyViolations.length = 0
    this.consoleErrors.length = 0
    this.uncaughtExceptions.length = 0
    this.foreignRequests.length = 0
  }

  /** Every problem, one per line; empty when the test ran clean. */
  describe(allowedConsoleErrors: readonly RegExp[] = []): string[] {
    const consoleErrors = this.consoleErrors.filter(
      (text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)),
    )
    return [
      ...consoleErrors.map((text) => `console error: ${text}`),
      ...this.uncaughtExceptions.map((text) => `uncaught exception: ${text}`),
      ...this.foreignRequests.map((url) => `request to a foreign host (aborted): ${url}`),
      // Never tolerated: the Content-Security-Policy must hold on every screen.
      ...this.policyViolations.map((text) => `Content-Security-Policy violation: ${text}`),
    ]
  }

  assertClean(allowedConsoleErrors: readonly RegExp[] = []): void {
    const problems = this.describe(allowedConsoleErrors)
    if (problems.length > 0) {
      throw new Error(
        `The page misbehaved during this test:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      )
    }
  }
}

/**
 * Chromium's own console line for a request answered with `status` to a URL containing
 * `pathPart` (the fixtures append the URL to each console error they record).
 */
export function failedRequestLog(status: number, pathPart: string): RegExp {
  const escaped = pathPart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status}\\b.*${escaped}`,
  )
}

function describeConsoleMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location()
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text()
}

const contextLogs = new WeakMap<BrowserContext, ProblemLog>()

/**
 * `page.goto` for the sweeps, which explains a page that does not load instead of ending in a bare
 * "Test timeout":
 * - The document must arrive within `documentTimeout` (a page's takes well under a second here).
 *   If its own request is still open by then, no code of the page has run yet: the stall is in the
 *   machinery under it (the preview server, Playwright's request routing, the service worker's
 *   start). That happened once in CI (stop 45, /profiles). The navigation is then made once more,
 *   and the test carries a STALLED_NAVIGATION_ANNOTATION that the sweep reporter prints, so a
 *   retry is never silent.
 * - The page must then load within 10 s; if it does not, the error lists the requests still open
 *   (the page's and the service worker's) and the context's service workers.
 */
export async function gotoExplained(
  page: Page,
  url: string,
  { documentTimeout = 10_000 }: { documentTimeout?: number } = {},
): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: documentTimeout })
  } catch (error) {
    const [stalled] = openRequestsOf(page).find(([request]) => isDocumentOf(page, request)) ?? []
    if (!stalled) throw explained(page, error)
    base.info().annotations.push({
      type: STALLED_NAVIGATION_ANNOTATION,
      description: `${url}: the document was not there after ${documentTimeout} ms; asked again`,
    })
    // Stop the stalled navigation first: a new one started beside it is reported aborted when the
    // old request's cancellation arrives.
    const session = await page.context().newCDPSession(page)
    await session.send('Page.stopLoading').catch(() => undefined)
    await session.detach().catch(() => undefined)
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: documentTimeout })
    } catch (again) {
      throw explained(page, again)
    }
  }
  try {
    await page.waitForLoadState('load', { timeout: 10_000 })
  } catch (error) {
    throw explained(page, error)
  }
}

function openRequestsOf(page: Page): [Request, number][] {
  return [...(contextLogs.get(page.context())?.openRequests ?? [])]
}

function isDocumentOf(page: Page, request: Request): boolean {
  // A service worker's request has no frame, and asking for it throws.
  return (
    !request.serviceWorker() &&
    request.isNavigationRequest() &&
    request.frame() === page.mainFrame()
  )
}

function explained(page: Page, error: unknown): Error {
  const now = Date.now()
  const open = openRequestsOf(page).map(
    ([request, sentAt]) =>
      `${request.method()} ${request.url()} (${request.resourceType()}` +
      `${request.serviceWorker() ? ', from the service worker' : ''}, open ${now - sentAt} ms)`,
  )
  const workers = page
    .context()
    .serviceWorkers()
    .map((worker) => worker.url())
  return new Error(
    `${String(error)}\nRequests still open: ${open.length ? `\n  - ${open.join('\n  - ')}` : 'none'}` +
      `\nService workers: ${workers.join(', ') || 'none'}`,
    { cause: error },
  )
}

/**
 * Watches every page, popup and worker of a context. Listening on the context rather than one page
 * catches errors in tabs the app opens and in the mock service worker too.
 */
export async function watchContext(context: BrowserContext): Promise<ProblemLog> {
  const log = new ProblemLog()
  contextLogs.set(context, log)
  context.on('request', (request) => log.openRequests.set(request, Date.now()))
  context.on('requestfinished', (request) => log.openRequests.delete(request))
  context.on('requestfailed', (request) => log.openRequests.delete(request))
  // The page reports every Content-Security-Policy violation (a `securitypolicyviolation` event)
  // on the console with a marker, so it is told apart from ordinary errors and never tolerated.
  await context.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${marker} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}` +
          ` (${event.sourceFile || document.URL}:${event.lineNumber})`,
      )
    })
  }, CSP_MARKER)
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (text.startsWith(CSP_MARKER)) log.policyViolations.push(text.slice(CSP_MARKER.length + 1))
    // Chromium's own line for a blocked resource or inline code.
    else if (/Content Security Policy/.test(text)) log.policyViolations.push(text)
    else log.consoleErrors.push(describeConsoleMessage(message))
  })
  context.on('weberror', (webError) => {
    const error = webError.error()
    const where = webError.page()?.url() ?? 'a worker'
    // A thrown non-Error (a string, a Response, a router redirect object) has no stack or message.
    const what = error.stack || `${error.name}: ${error.message}`.replace(/^: $/, '')
    log.uncaughtExceptions.push(
      `${what || 'a value that is not an Error was thrown'} (on ${where})`,
    )
  })
  // Playwright 1.65 routes service-worker requests through the context too, so a request the mock
  // worker passes through to the network is caught here as well. A pattern, not a function:
  // Playwright matches it in the browser's driver, so the page's own requests go on at once
  // instead of each waiting for this test process to answer.
  await context.route(FOREIGN_URL, async (route) => {
    log.foreignRequests.push(`${route.request().method()} ${route.request().url()}`)
    return route.abort('blockedbyclient')
  })
  return log
}

/** Resolves once the mock service worker controls the page and the page's main heading shows. */
export async function waitForAppReady(page: Page): Promise<void> {
  await waitForMockWorker(page)
  await expect(
    page.getByRole('heading', { level: 1 }).first(),
    'every screen shows a level-one heading once it is ready',
  ).toBeVisible()
}

/**
 * Resolves once the mock API answers this page. A service worker left installed by an earlier
 * page controls a new one from its first request, but MSW passes requests through until the app
 * has started it for this page too; src/main.tsx renders only after that.
 */
export async function waitForMockWorker(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        navigator.serviceWorker?.controller != null &&
        (document.getElementById('root')?.childElementCount ?? 0) > 0,
      undefined,
      { timeout: 15_000 },
    )
  } catch (error) {
    throw new Error(
      'The mock service worker never took control of the page, or the app never rendered. Is ' +
        `the build in mock mode, and is /mockServiceWorker.js served? (${String(error)})`,
    )
  }
}

/** Reads a JSON answer of the mock API from inside the page, where the mock worker answers it. */
export async function fetchJson(page: Page, path: string, init?: RequestInit): Promise<unknown> {
  await waitForMockWorker(page)
  const answer = await page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, init)
      return { status: response.status, ok: response.ok, text: await response.text() }
    },
    { path, init },
  )
  if (!answer.ok) {
    throw new Error(`${init?.method ?? 'GET'} ${path} answered ${answer.status}: ${answer.text}`)
  }
  return answer.text === '' ? null : (JSON.parse(answer.text) as unknown)
}

/**
 * Signs in through the mock API from inside the page (so the mock worker answers), stores the
 * tokens where the app keeps them and reloads so the app starts signed in.
 */
export async function signIn(
  page: Page,
  username = DEMO_USERNAME,
  password = DEMO_PASSWORD,
): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/404')
  const tokens = await fetchJson(page, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (!isTokenPair(tokens)) {
    throw new Error(
      `POST /api/auth/login did not answer {access, refresh}: ${JSON.stringify(tokens)}`,
    )
  }
  await page.evaluate(
    ({ keys, tokens }) => {
      localStorage.setItem(keys.access, tokens.access)
      localStorage.setItem(keys.refresh, tokens.refresh)
    },
    { keys: TOKEN_STORAGE_KEYS, tokens },
  )
  await page.reload()
  await waitForAppReady(page)
}

function isTokenPair(value: unknown): value is { access: string; refresh: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).access === 'string' &&
    typeof (value as Record<string, unknown>).refresh === 'string'
  )
}

export async function isSignedIn(page: Page): Promise<boolean> {
  return page.evaluate((key) => localStorage.getItem(key) !== null, TOKEN_STORAGE_KEYS.access)
}

/** Fails when the page can be scrolled sideways, naming the elements that stick out. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, offenders } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const width = window.innerWidth
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : ''
      const classes = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')
      return `${el.tagName.toLowerCase()}${id}${classes}`
    }
    const wide: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect()
      if (box.width > 0 && box.right > width + 1) {
        // Report the outermost offender only: its children are along for the ride.
        const parent = el.parentElement
        if (parent && parent.getBoundingClientRect().right > width + 1) continue
        wide.push(`${describe(el)} (right edge ${Math.round(box.right)}px)`)
        if (wide.length === 5) break
      }
    }
    return { scrollWidth: root.scrollWidth, innerWidth: width, offenders: wide }
  })
  expect(
    scrollWidth,
    `the page scrolls sideways at ${innerWidth}px (content is ${scrollWidth}px wide)` +
      (offenders.length > 0 ? `; sticking out: ${offenders.join(', ')}` : ''),
  ).toBeLessThanOrEqual(innerWidth)
}

/** For colour-contrast failures: the measured ratio and colours, which say how far off it is. */
function contrastDetail(checks: readonly { id: string; data?: unknown }[]): string {
  const data = checks.find((check) => check.id === 'color-contrast')?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined
  if (!data?.contrastRatio) return ''
  return `  (${data.contrastRatio}:1, ${data.fgColor} on ${data.bgColor}, needs ${data.expectedContrastRatio})`
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * axe-core 4.14 runs `label-content-name-mismatch` (WCAG 2.5.3 Label in Name) as a regular rule.
 * @axe-core/playwright 4.14 needs Node 22, so the 4.13 driver (which admits Node 20) injects the
 * newer engine, installed on its own as `axe-core`, through its `axeSource` option.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
export const AXE_VERSION = /axe v([\d.]+)/.exec(AXE_SOURCE)?.[1] ?? 'unknown'

/**
 * Fails on any serious or critical axe-core violation of WCAG 2.2 A/AA, listing rule, targets and
 * help. Answers the ids of the rules that ran (for the sweep's coverage line).
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(AXE_TAGS)
    // Only violations are read; skipping the detail of passes and inapplicable rules saves time.
    .options({ resultTypes: ['violations'] })
    // Legacy mode runs axe in the page in one go instead of opening a helper page per check:
    // twice as fast here, and the only frames it cannot enter are cross-origin ones, which the
    // fixtures block anyway.
    .setLegacyMode(true)
    .analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const report = serious
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      ${node.target.join(' ')}${contrastDetail(node.any)}\n        ${node.html.slice(0, 200)}`,
        )
        .join('\n')
      const more =
        violation.nodes.length > 5 ? `\n      …and ${violation.nodes.length - 5} more` : ''
      return `  - ${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})\n${targets}${more}`
    })
    .join('\n')
  expect(
    serious.length,
    `serious or critical axe-core violations on ${page.url()}:\n${report}`,
  ).toBe(0)
  return [
    ...results.violations,
    ...results.passes,
    ...results.incomplete,
    ...results.inapplicable,
  ].map((rule) => rule.id)
}

// Each Playwright worker is its own process, so module state is per worker.
const memo = new Map<string, Promise<unknown>>()

/** Computes a value once per worker (e.g. a real slug read from the mock API). */
export function oncePerWorker<T>(key: string, compute: () => Promise<T>): Promise<T> {
  let value = memo.get(key) as Promise<T> | undefined
  if (!value) {
    value = compute()
    // A failed lookup is retried by the next test rather than failing every later one for good.
    value.catch(() => memo.delete(key))
    memo.set(key, value)
  }
  return value
}

export type Auth = 'anonymous' | 'member'

interface SharedBrowsing {
  context: BrowserContext
  log: ProblemLog
  /** Reused by the worker's tests: every test starts with a full navigation anyway. */
  page: Page | null
}

interface SharedContexts {
  /** A context that lives for the whole worker: the mock worker stays installed between tests. */
  get(auth: Auth): Promise<SharedBrowsing>
}

interface Options {
  /** Console errors a test expects (e.g. the browser's log line for a deliberate 500). */
  allowedConsoleErrors: RegExp[]
  /** Who `sharedPage` is signed in as. */
  auth: Auth
}

interface Fixtures {
  /**
   * Tolerates console errors matching these patterns for the rest of the test: for the
   * browser's own log line about a failed request the screen makes on purpose (an expired
   * recovery link answers 400). Keep patterns narrow.
   */
  allowConsoleErrors: (...patterns: RegExp[]) => void
  /** Patterns tolerated in this test: the option plus whatever the test allowed. */
  toleratedConsoleErrors: RegExp[]
  /** The problems recorded in this test's own context. */
  problems: ProblemLog
  /**
   * A fresh page in a context shared by the worker's tests with the same `auth`: much cheaper
   * than a new context per test. Use it for read-only visits (the route sweep); tests that change
   * state or need isolation use `page`.
   */
  sharedPage: Page
}

interface WorkerFixtures {
  sharedContexts: SharedContexts
}

async function openSharedContext(
  browser: Browser,
  baseURL: string,
  auth: Auth,
): Promise<SharedBrowsing> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
  const log = await watchContext(context)
  const page = await context.newPage()
  if (auth === 'member') await signIn(page)
  return { context, log, page }
}

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  auth: ['anonymous', { option: true }],

  toleratedConsoleErrors: async ({ allowedConsoleErrors }, provide) => {
    await provide([...allowedConsoleErrors])
  },

  allowConsoleErrors: async ({ toleratedConsoleErrors }, provide) => {
    await provide((...patterns) => {
      toleratedConsoleErrors.push(...patterns)
    })
  },

  problems: async ({ context }, provide) => {
    await provide(await watchContext(context))
  },

  page: async ({ page, problems, toleratedConsoleErrors }, provide) => {
    await provide(page)
    problems.assertClean(toleratedConsoleErrors)
  },

  sharedContexts: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? 'http://localhost:4173'
      const opened = new Map<Auth, ReturnType<typeof openSharedContext>>()
      await provide({
        get(auth) {
          let entry = opened.get(auth)
          if (!entry) {
            entry = openSharedContext(browser, baseURL, auth)
            opened.set(auth, entry)
          }
          return entry
        },
      })
      for (const entry of opened.values()) {
        await (await entry.catch(() => null))?.context.close()
      }
    },
    { scope: 'worker' },
  ],

  sharedPage: async (
    { sharedContexts, auth, viewport, colorScheme, toleratedConsoleErrors },
    provide,
  ) => {
    const shared = await sharedContexts.get(auth)
    if (!shared.page || shared.page.isClosed()) shared.page = await shared.context.newPage()
    const page = shared.page
    if (viewport) await page.setViewportSize(viewport satisfies ViewportSize)
    await page.emulateMedia({ colorScheme: colorScheme ?? null })
    shared.log.reset()

    await provide(page)

    const problems = shared.log.describe(toleratedConsoleErrors)
    try {
      // A screen that lost the session fails its own test (the sweep checks); sign in again so
      // the tests after it still see a member.
      if (auth === 'member' && !(await pageHasSession(page))) await signIn(page)
    } catch {
      // A broken page is replaced by the next test rather than failing it too.
      await page.close().catch(() => undefined)
      shared.page = null
    }
    if (problems.length > 0) {
      throw new Error(
        `The page misbehaved during this test:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      )
    }
  },
})

async function pageHasSession(page: Page): Promise<boolean> {
  return page.url().startsWith('http') ? isSignedIn(page) : hasStoredSession(page.context())
}

async function hasStoredSession(context: BrowserContext): Promise<boolean> {
  const { origins } = await context.storageState()
  return origins.some((origin) =>
    origin.localStorage.some((item) => item.name === TOKEN_STORAGE_KEYS.access),
  )
}

/**
 * Records one page check of a sweep for tests/e2e/sweep-reporter.ts, which prints the coverage
 * (routes × states × widths, axe-core rules run) at the end of the run.
 */
export function recordSweepCoverage(check: {
  route: string
  state: string
  width: number
  axeRules?: string[]
}): void {
  base.info().annotations.push({
    type: 'sweep',
    description: JSON.stringify({
      ...check,
      axeRules: check.axeRules ?? [],
      axeVersion: check.axeRules ? AXE_VERSION : undefined,
    }),
  })
}
