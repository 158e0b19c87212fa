import { expect, test } from '@playwright/test'
import { describeCoverage, describeStalledNavigations } from './sweep-reporter'

/** What the sweep reporter prints at the end of a run. Runs without a browser. */

test('the coverage line adds up routes, states and widths across the checks', () => {
  const check = (route: string, state: string, width: number) => ({
    route,
    state,
    width,
    axeRules: ['region', 'label'],
    axeVersion: '4.14.1',
  })

  expect(
    describeCoverage([
      check('/home', 'signed out', 375),
      check('/home', 'signed out', 1280),
      check('/new', 'signed in', 375),
    ]),
  ).toBe(
    'Sweep coverage: 2 routes × 2 states × 2 widths = 3 passing page checks ' +
      '(signed out 2, signed in 1); 2 axe-core 4.14.1 rules ran',
  )
})

test('a navigation asked for again is listed, never silent', () => {
  expect(describeStalledNavigations(['/profiles: the document was not there after 10000 ms'])).toBe(
    'Navigations asked for again because their document never arrived: 1\n' +
      '  - /profiles: the document was not there after 10000 ms\n',
  )
})
