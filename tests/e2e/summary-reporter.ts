import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter'

/**
 * CI reads the very last line of the run: `N passed, N failed` (plus `, N skipped` when any).
 * Listed after `list` in playwright.config.ts, so it prints once every other reporter is done.
 *
 * A run can fail without a failing test (the web server never came up, a worker crashed, the run
 * was interrupted): tests that never ran then count as failed, and a failed run never reports
 * `0 failed`, so a parser of this line can never mistake a broken run for a green one.
 */
class SummaryReporter implements Reporter {
  private root: Suite | undefined
  private readonly errors: TestError[] = []

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite
  }

  onError(error: TestError): void {
    this.errors.push(error)
  }

  onEnd(result: FullResult): void {
    const summary = summarise(this.root?.allTests() ?? [], result.status, this.errors.length)
    if (summary.notRun > 0) {
      process.stdout.write(
        `${summary.notRun} test(s) did not run because the run ${result.status}.\n`,
      )
    }
    process.stdout.write(`${formatSummary(summary)}\n`)
  }

  printsToStdio(): boolean {
    return true
  }
}

interface Counts {
  passed: number
  failed: number
  skipped: number
  notRun: number
}

type Outcome = 'skipped' | 'expected' | 'unexpected' | 'flaky'

export function summarise(
  tests: readonly { outcome(): Outcome; results: readonly unknown[] }[],
  status: FullResult['status'],
  globalErrors: number,
): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0, notRun: 0 }
  for (const test of tests) {
    const outcome = test.outcome()
    if (outcome === 'expected' || outcome === 'flaky') counts.passed += 1
    else if (outcome === 'unexpected') counts.failed += 1
    else if (test.results.length > 0) counts.skipped += 1
    // Never started: the run broke first, or `--list` only collected the tests.
    else if (status !== 'passed') counts.notRun += 1
  }
  counts.failed += counts.notRun
  if (status !== 'passed' && counts.failed === 0) counts.failed = Math.max(1, globalErrors)
  return counts
}

export function formatSummary({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`
}

// Playwright instantiates a custom reporter from the module's default export.
export default SummaryReporter
