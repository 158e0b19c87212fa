import { act } from '@testing-library/react'
import { vi } from 'vitest'

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
export async function advanceTo(at: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(Math.max(0, at - Date.now()))
  })
}
