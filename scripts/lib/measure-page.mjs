/* global window, requestAnimationFrame, requestIdleCallback, location */
/**
 * What a page really downloads, measured in Chromium: every script and stylesheet fetched from
 * the app's origin between navigation and "idle" (the load event, then no request in flight for
 * QUIET_MS, then an idle callback), and every request that started before the largest contentful
 * paint. Sizes are those of the built files gzipped at level 9 (what a gzip-serving host sends),
 * so the figure does not depend on whether the preview server compresses.
 */
import { setTimeout as sleep } from 'node:timers/promises'

export const QUIET_MS = 1000

/** Records LCP candidates from the first byte on (the observer is buffered). */
const INIT_SCRIPT = `
  window.__perf = { lcp: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__perf.lcp.push({
        time: entry.renderTime || entry.loadTime || entry.startTime,
        element: el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' ' + (el.textContent || '').trim().slice(0, 40) : null,
        url: entry.url || null,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`

async function waitForQuiet(page, inFlight, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs
  let quietSince = Date.now()
  while (Date.now() < until) {
    if (inFlight.size > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= QUIET_MS) return
    await sleep(100)
  }
}

/**
 * Loads `url` in a fresh context of `browser` and returns the raw facts: same-origin scripts and
 * stylesheets downloaded before idle (as URL paths), the requests that started before LCP, and
 * the LCP itself.
 */
export async function measurePage(browser, url, { viewport = { width: 412, height: 823 } } = {}) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.addInitScript(INIT_SCRIPT)
  const origin = new URL(url).origin
  const inFlight = new Set()
  const downloads = []
  let idle = false
  page.on('request', (request) => {
    inFlight.add(request)
    if (idle) return
    const requestUrl = new URL(request.url())
    const type = request.resourceType()
    if (requestUrl.origin === origin && (type === 'script' || type === 'stylesheet')) {
      downloads.push({ path: requestUrl.pathname, type })
    }
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))

  await page.goto(url, { waitUntil: 'load' })
  await waitForQuiet(page, inFlight)
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => done(), { timeout: 2000 })),
  )
  idle = true
  // One more look: an LCP candidate can be reported a frame after it painted.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
  )
  const facts = await page.evaluate(() => {
    const lcp = window.__perf.lcp.at(-1) ?? null
    const navigation = performance.getEntriesByType('navigation')[0]
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, start: entry.startTime, type: entry.initiatorType }))
    return { lcp, document: navigation?.name ?? location.href, resources }
  })
  await context.close()
  const lcpTime = facts.lcp?.time ?? Number.POSITIVE_INFINITY
  const beforeLcp = [
    { url: facts.document, start: 0, type: 'document' },
    ...facts.resources.filter((entry) => entry.start < lcpTime),
  ]
  return { url, downloads, lcp: facts.lcp, requestsBeforeLcp: beforeLcp }
}
