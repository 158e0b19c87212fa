import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { ALERT_TIMEOUT, alertsAtom, clearAlerts, dismissAlert, pushAlert } from '#lib/alerts'

describe('alerts store', () => {
  it('adds an alert with the default 3000 ms timeout', () => {
    const store = createStore()
    const id = pushAlert(store, { message: 'Post created!', status: 'success' })
    expect(store.get(alertsAtom)).toEqual([
      { id, message: 'Post created!', status: 'success', timeout: 3000 },
    ])
  })

  it('keeps a custom timeout', () => {
    const store = createStore()
    pushAlert(store, {
      message: 'Logout successful',
      status: 'success',
      timeout: ALERT_TIMEOUT.logout,
    })
    expect(store.get(alertsAtom)[0]?.timeout).toBe(5000)
  })

  it('exports the named durations (docs/behaviour.md#limits-and-constants)', () => {
    expect(ALERT_TIMEOUT).toEqual({
      default: 3000,
      points: 3500,
      loginWarning: 5000,
      logout: 5000,
      resendMissingEmail: 4000,
      resendError: 5000,
      notVerified: 5000,
    })
  })

  it('keeps alerts in order and dismisses one by id', () => {
    const store = createStore()
    const first = pushAlert(store, { message: 'one', status: 'info' })
    const second = pushAlert(store, { message: 'two', status: 'warning' })
    expect(store.get(alertsAtom).map((a) => a.id)).toEqual([first, second])
    dismissAlert(store, first)
    expect(store.get(alertsAtom).map((a) => a.message)).toEqual(['two'])
  })

  it('shows a repeated message once, as the newest', () => {
    const store = createStore()
    const first = pushAlert(store, { message: 'Offline', status: 'danger' })
    pushAlert(store, { message: 'Other', status: 'info' })
    const again = pushAlert(store, { message: 'Offline', status: 'danger' })
    expect(again).not.toBe(first)
    expect(store.get(alertsAtom).map((a) => a.message)).toEqual(['Other', 'Offline'])
  })

  it('treats the same text with another status as a different alert', () => {
    const store = createStore()
    pushAlert(store, { message: 'Saved', status: 'success' })
    pushAlert(store, { message: 'Saved', status: 'info' })
    expect(store.get(alertsAtom)).toHaveLength(2)
  })

  it('keeps stores apart and clears one', () => {
    const a = createStore()
    const b = createStore()
    pushAlert(a, { message: 'only in a', status: 'info' })
    expect(b.get(alertsAtom)).toEqual([])
    clearAlerts(a)
    expect(a.get(alertsAtom)).toEqual([])
  })
})
