import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints what the sweeps covered, e.g.
 * `Sweep coverage: 31 routes × 3 states × 2 widths = 186 page checks; 93 axe-core 4.14.1 rules ran`.
 * Each sweep test records one `sweep` annotation (see `recordSweepCoverage` in fixtures.ts); this
 * reporter adds them up across workers. Listed before the summary reporter, whose line is last.
 */

export interface SweepCoverage {
  route: string
  /** The audience and world, e.g. `signed in`, `hostile`, `server-error`. */
  state: string
  width: number
  /** Ids of the axe-core rules that ran on the page (none when the test does not run axe). */
  axeRules: string[]
  axeVersion?: string
}

export const SWEEP_ANNOTATION = 'sweep'

/**
 * Set by `gotoExplained` (fixtures.ts) on a test whose page's document never arrived and was asked
 * for again; this reporter lists them, so a retried navigation is never silent.
 */
export const STALLED_NAVIGATION_ANNOTATION = 'stalled-navigation'

class SweepReporter implements Reporter {
  private readonly checks: SweepCoverage[] = []
  private readonly stalledNavigations: string[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = [...(result.annotations ?? []), ...test.annotations]
    for (const annotation of annotations) {
      if (annotation.type !== STALLED_NAVIGATION_ANNOTATION) continue
      this.stalledNavigations.push(`${test.title}: ${annotation.description ?? ''}`)
    }
    if (result.status !== 'passed') return
    const seen = new Set<string>()
    for (const annotation of annotations) {
      if (annotation.type !== SWEEP_ANNOTATION || !annotation.description) continue
      if (seen.has(annotation.description)) continue
      seen.add(annotation.description)
      this.checks.push(JSON.parse(annotation.description) as SweepCoverage)
    }
  }

  onEnd(): void {
    if (this.stalledNavigations.length > 0) {
      process.stdout.write(describeStalledNavigations(this.stalledNavigations))
    }
    if (this.checks.length === 0) return
    process.stdout.write(`${describeCoverage(this.checks)}\n`)
  }

  printsToStdio(): boolean {
    return true
  }
}

/** One line with the count, then one per retried navigation. */
export function describeStalledNavigations(stalled: readonly string[]): string {
  return (
    `Navigations asked for again because their document never arrived: ${stalled.length}\n` +
    stalled.map((line) => `  - ${line}\n`).join('')
  )
}

export function describeCoverage(checks: readonly SweepCoverage[]): string {
  const routes = new Set(checks.map((c) => c.route))
  const states = new Set(checks.map((c) => c.state))
  const widths = new Set(checks.map((c) => c.width))
  const rules = new Set(checks.flatMap((c) => c.axeRules))
  const version = checks.find((c) => c.axeVersion)?.axeVersion
  const perState = [...states]
    .map((state) => `${state} ${checks.filter((c) => c.state === state).length}`)
    .join(', ')
  return (
    `Sweep coverage: ${routes.size} routes × ${states.size} states × ${widths.size} widths = ` +
    `${checks.length} passing page checks (${perState}); ` +
    `${rules.size} axe-core${version ? ` ${version}` : ''} rules ran`
  )
}

export default SweepReporter
