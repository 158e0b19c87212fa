import { expect, test } from '@playwright/test'
import { formatSummary, summarise } from './summary-reporter'

/** The closing line CI parses. Runs without a browser. */

type Outcome = 'skipped' | 'expected' | 'unexpected' | 'flaky'

const ran = (outcome: Outcome) => ({ outcome: () => outcome, results: [{}] })
const neverRan = { outcome: (): Outcome => 'skipped', results: [] }

test('counts passes, failures and skips, mentioning skips only when there are some', () => {
  const tests = [ran('expected'), ran('expected'), ran('flaky'), ran('unexpected')]

  expect(formatSummary(summarise(tests, 'failed', 0))).toBe('3 passed, 1 failed')
  expect(formatSummary(summarise([...tests, ran('skipped')], 'failed', 0))).toBe(
    '3 passed, 1 failed, 1 skipped',
  )
  expect(formatSummary(summarise([ran('expected')], 'passed', 0))).toBe('1 passed, 0 failed')
})

test('a run that broke before its tests ran never reads as green', () => {
  expect(formatSummary(summarise([neverRan, neverRan], 'failed', 1))).toBe('0 passed, 2 failed')
  expect(formatSummary(summarise([], 'failed', 1))).toBe('0 passed, 1 failed')
  expect(formatSummary(summarise([ran('expected'), neverRan], 'interrupted', 0))).toBe(
    '1 passed, 1 failed',
  )
})

test('a listing (`--list`) runs nothing and claims no skips', () => {
  expect(formatSummary(summarise([neverRan, neverRan], 'passed', 0))).toBe('0 passed, 0 failed')
})
