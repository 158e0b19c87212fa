import { useCallback } from 'react'
import { atom, useStore } from 'jotai'
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

/**
 * Stable `push` and `dismiss` on the nearest jotai store. Only the alert region reads the alerts
 * (`useAtomValue(alertsAtom)`): every post card holds these, and when each card also read the
 * alerts, each alert shown or dismissed on /new with 1,000 posts rendered all the cards again,
 * and each new card rendered twice (jotai renders a reader again once it has subscribed).
 */
export function useAlertActions() {
  const store = useStore()
  const push = useCallback((input: AlertInput) => pushAlert(store, input), [store])
  const dismiss = useCallback((id: string) => dismissAlert(store, id), [store])
  return { push, dismiss }
}
