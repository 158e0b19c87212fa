import { act, screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'

/**
 * Moves a fake clock on to `at` (a `Date.now()` value of that clock); nothing when it is past.
 *
 * The component tests that time an alert use `vi.useFakeTimers({ shouldAdvanceTime: true })`: the
 * fake clock also moves with real time, because the app's requests and React Query need it to.
 * So "4.9 s after the alert was found" is not 4.9 s after it appeared: on a busy CI machine the
 * finding alone took over 100 ms and the alert was already gone. Time from bounds instead: the
 * alert appeared after the action (`Date.now()` before it) and before it was found (after), so
 * it is still there at `acted + lifetime - slack` and gone by `found + lifetime + slack`.
 */
async function advanceTo(at: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(Math.max(0, at - Date.now()))
  })
}

/** How far inside and past a lifetime the checks look (the timers' granularity, not the host's). */
const LIFETIME_SLACK_MS = 200

/**
 * Checks something that lasts `lifetimeMs` after a person's action (an alert that hides, a
 * redirect that waits), timed from bounds (see advanceTo), under a fake clock that also moves
 * with real time: `act` does the action, `appeared` waits until its result shows and returns it,
 * `stillThere` runs just inside the lifetime counted from the action, `over` just past it counted
 * from when the result was found. Returns what `appeared` returned.
 */
export async function checkLifetime<Shown>(
  lifetimeMs: number,
  steps: {
    act: () => Promise<void>
    appeared: () => Promise<Shown>
    stillThere: (shown: Shown) => void
    over: (shown: Shown) => void
  },
): Promise<Shown> {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    const acted = Date.now()
    await steps.act()
    const shown = await steps.appeared()
    const found = Date.now()
    await advanceTo(acted + lifetimeMs - LIFETIME_SLACK_MS)
    steps.stillThere(shown)
    await advanceTo(found + lifetimeMs + LIFETIME_SLACK_MS)
    steps.over(shown)
    return shown
  } finally {
    vi.useRealTimers()
  }
}

/**
 * `stillThere` and `over` for checkLifetime when what should come and go is an alert saying `text`
 * in the page's Alerts region.
 */
export function alertSaying(text: string) {
  const region = () => screen.getByRole('region', { name: 'Alerts' })
  return {
    stillThere: () => expect(within(region()).getByText(text)).toBeInTheDocument(),
    over: () => expect(within(region()).queryByText(text)).not.toBeInTheDocument(),
  }
}
