import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  gotoExplained,
  test,
  waitForAppReady,
} from './fixtures'
import { STALLED_NAVIGATION_ANNOTATION } from './sweep-reporter'
import type { Route } from '@playwright/test'

/**
 * The checks every other spec relies on must be able to fail. Each test provokes one problem on
 * a real app page, proves the harness saw it, then clears the record so the test itself passes.
 */

// The build's Content-Security-Policy would block most of what these tests provoke before the
// harness sees it; tests/e2e/csp.spec.ts proves the policy and its violation check.
test.use({ bypassCSP: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/404')
  await waitForAppReady(page)
})

test('a request to another host is aborted and recorded, also through the mock worker', async ({
  page,
  problems,
}) => {
  const outcome = await page.evaluate(() =>
    fetch('https://example.com/tracker.js').then(
      () => 'reached',
      () => 'blocked',
    ),
  )
  for (const src of ['http://cdn.example.org/poster.png', 'http://localhost.example.org/a.png']) {
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const image = new Image()
          image.onload = image.onerror = () => resolve()
          image.src = src
          document.body.append(image)
        }),
      src,
    )
  }

  expect(outcome).toBe('blocked')
  expect(problems.foreignRequests).toEqual([
    'GET https://example.com/tracker.js',
    'GET http://cdn.example.org/poster.png',
    'GET http://localhost.example.org/a.png',
  ])
  problems.reset()
})

test('console errors and uncaught exceptions are recorded', async ({ page, problems }) => {
  await page.evaluate(() => {
    console.error('boom in the console')
    setTimeout(() => {
      throw new Error('boom uncaught')
    })
  })

  await expect.poll(() => problems.uncaughtExceptions.length).toBe(1)
  expect(problems.consoleErrors.join('\n')).toContain('boom in the console')
  expect(problems.uncaughtExceptions[0]).toContain('boom uncaught')
  problems.reset()
})

test('sideways scrolling fails the overflow check, naming the element', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.evaluate(() => {
    const wide = document.createElement('div')
    wide.id = 'too-wide'
    wide.style.width = '600px'
    wide.style.height = '10px'
    document.body.append(wide)
  })

  await expect(expectNoHorizontalOverflow(page)).rejects.toThrow(/div#too-wide/)
})

test('a serious axe violation fails the accessibility check, naming the rule', async ({ page }) => {
  await page.evaluate(() => {
    const button = document.createElement('button')
    button.id = 'nameless'
    document.querySelector('main')?.append(button)
  })

  await expect(expectNoSeriousAxeViolations(page)).rejects.toThrow(/button-name[\s\S]*#nameless/)
})

test('a page whose document never arrives is asked for once more, and the test says so', async ({
  page,
}) => {
  const stall = holdRequests()
  let asked = 0
  await page.route('**/terms-and-conditions', (route) => {
    asked += 1
    // The first request is not answered, as the document of the navigation that stalled in CI.
    return asked === 1 ? stall.hold(route) : route.fallback()
  })

  await gotoExplained(page, '/terms-and-conditions', { documentTimeout: 1_500 })
  await waitForAppReady(page)
  stall.release()

  expect(asked).toBe(2)
  const { annotations } = test.info()
  const stalled = annotations.findIndex((a) => a.type === STALLED_NAVIGATION_ANNOTATION)
  expect(annotations[stalled]?.description).toContain('/terms-and-conditions')
  // The reporter would list this provoked stall in every run.
  annotations.splice(stalled, 1)
})

test('a page whose document never arrives twice fails, naming the open request', async ({
  page,
}) => {
  const stall = holdRequests()
  await page.route('**/terms-and-conditions', (route) => stall.hold(route))

  const failure = await gotoExplained(page, '/terms-and-conditions', {
    documentTimeout: 1_500,
  }).then(
    () => null,
    (error: unknown) => String(error),
  )
  stall.release()

  expect(failure).toMatch(
    /Requests still open:[\s\S]*- GET http:\/\/[^ ]+\/terms-and-conditions \(document/,
  )
  const { annotations } = test.info()
  annotations.splice(
    annotations.findIndex((a) => a.type === STALLED_NAVIGATION_ANNOTATION),
    1,
  )
})

/** Requests left unanswered until `release()`, which aborts them so the test ends promptly. */
function holdRequests() {
  const held: Route[] = []
  return {
    hold(route: Route) {
      held.push(route)
    },
    release() {
      for (const route of held.splice(0)) void route.abort().catch(() => undefined)
    },
  }
}
