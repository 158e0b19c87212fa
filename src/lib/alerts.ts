import { useCallback, useMemo } from 'react'
import { atom, useAtomValue, useStore } from 'jotai'
import type { createStore } from 'jotai'

export type AlertStatus = 'success' | 'info' | 'warning' | 'danger'

export interface Alert {
  id: string
  message: string
  status: AlertStatus
  /** Milliseconds before the alert hides itself; 0 or less keeps it until dismissed. */
  timeout: number
}

export interface AlertInput {
  message: string
  status: AlertStatus
  timeout?: number
}

/** The named durations of docs/behaviour.md#limits-and-constants, in milliseconds. */
export const ALERT_TIMEOUT = {
  default: 3000,
  points: 3500,
  loginWarning: 5000,
  logout: 5000,
  resendMissingEmail: 4000,
  resendError: 5000,
  notVerified: 5000,
} as const

export type JotaiStore = ReturnType<typeof createStore>

/** Alerts currently on screen, oldest first. Ephemeral client state, so it lives in jotai. */
export const alertsAtom = atom<readonly Alert[]>([])

let sequence = 0
function nextId(): string {
  sequence += 1
  return `alert-${sequence}`
}

/**
 * Shows an alert from anywhere that holds the store (QueryCache callbacks, router guards).
 * The same message with the same status replaces the one already showing, so a burst of equal
 * failures (several queries failing at once) reads as one notice whose timer starts again.
 */
export function pushAlert(store: JotaiStore, input: AlertInput): string {
  const alert: Alert = {
    id: nextId(),
    message: input.message,
    status: input.status,
    timeout: input.timeout ?? ALERT_TIMEOUT.default,
  }
  store.set(alertsAtom, (current) => [
    ...current.filter((a) => !(a.message === alert.message && a.status === alert.status)),
    alert,
  ])
  return alert.id
}

export function dismissAlert(store: JotaiStore, id: string): void {
  store.set(alertsAtom, (current) => current.filter((a) => a.id !== id))
}

export function clearAlerts(store: JotaiStore): void {
  store.set(alertsAtom, [])
}

/** The alerts of the nearest jotai store, with stable `push` and `dismiss`. */
export function useAlerts() {
  const store = useStore()
  const alerts = useAtomValue(alertsAtom, { store })
  const push = useCallback((input: AlertInput) => pushAlert(store, input), [store])
  const dismiss = useCallback((id: string) => dismissAlert(store, id), [store])
  return useMemo(() => ({ alerts, push, dismiss }), [alerts, push, dismiss])
}
