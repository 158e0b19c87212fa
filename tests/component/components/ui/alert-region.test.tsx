import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AlertRegion } from '#components/ui/alert-region'
import { ALERT_TIMEOUT, pushAlert, useAlertActions, type JotaiStore } from '#lib/alerts'

function renderRegion() {
  const store: JotaiStore = createStore()
  render(
    <Provider store={store}>
      <AlertRegion />
    </Provider>,
  )
  return store
}

describe('AlertRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows an alert and hides it after the default 3000 ms, not before', () => {
    const store = renderRegion()
    act(() => {
      pushAlert(store, { message: 'Post created!', status: 'success' })
    })
    expect(screen.getByText('Post created!')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByText('Post created!')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Post created!')).not.toBeInTheDocument()
  })

  it('honours a custom timeout', () => {
    const store = renderRegion()
    act(() => {
      pushAlert(store, {
        message: 'Logout successful, see you soon!',
        status: 'success',
        timeout: ALERT_TIMEOUT.logout,
      })
    })
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByText('Logout successful, see you soon!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Logout successful, see you soon!')).not.toBeInTheDocument()
  })

  it('hides each alert on its own clock', () => {
    const store = renderRegion()
    act(() => {
      pushAlert(store, { message: 'short', status: 'info', timeout: 1000 })
      pushAlert(store, { message: 'long', status: 'info', timeout: 4000 })
    })
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('short')).not.toBeInTheDocument()
    expect(screen.getByText('long')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.queryByText('long')).not.toBeInTheDocument()
  })

  it('keeps an alert while the pointer rests on it, then finishes the countdown', () => {
    const store = renderRegion()
    act(() => {
      pushAlert(store, { message: 'Reading this', status: 'info' })
    })
    act(() => vi.advanceTimersByTime(1000))
    // fireEvent, not user-event: user-event awaits real timers, which are faked here.
    fireEvent.pointerEnter(screen.getByText('Reading this'))
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByText('Reading this')).toBeInTheDocument()

    fireEvent.pointerLeave(screen.getByText('Reading this'))
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByText('Reading this')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Reading this')).not.toBeInTheDocument()
  })

  it('announces politely, and errors assertively', () => {
    const store = renderRegion()
    const list = screen.getByRole('region', { name: 'Alerts' }).querySelector('[aria-live]')
    expect(list).toHaveAttribute('aria-live', 'polite')

    act(() => {
      pushAlert(store, { message: 'Logout error, please try again.', status: 'danger' })
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Logout error, please try again.')
  })
})

describe('AlertRegion dismissal', () => {
  it('can be dismissed by hand before its timeout', async () => {
    const user = userEvent.setup()
    const store = renderRegion()
    act(() => {
      pushAlert(store, { message: 'Comment posted!', status: 'success' })
    })
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Comment posted!')).not.toBeInTheDocument()
  })

  it('dismisses only the alert whose button was pressed', async () => {
    const user = userEvent.setup()
    const store = renderRegion()
    act(() => {
      pushAlert(store, { message: 'First', status: 'info' })
      pushAlert(store, { message: 'Second', status: 'warning' })
    })
    const [firstDismiss] = screen.getAllByRole('button', { name: 'Dismiss' })
    await user.click(firstDismiss!)
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(screen.getByText('Second')).toBeInTheDocument()
  })

  it('keeps focus off <body> when alerts are dismissed from the keyboard', async () => {
    const user = userEvent.setup()
    const store: JotaiStore = createStore()
    render(
      <Provider store={store}>
        <button type="button">Before</button>
        <AlertRegion />
      </Provider>,
    )
    act(() => {
      pushAlert(store, { message: 'First', status: 'info' })
      pushAlert(store, { message: 'Second', status: 'warning' })
    })
    screen.getByRole('button', { name: 'Before' }).focus()
    await user.tab()
    const [firstDismiss, secondDismiss] = screen.getAllByRole('button', { name: 'Dismiss' })
    expect(firstDismiss).toHaveFocus()

    // The next alert's Dismiss takes over…
    await user.keyboard('{Enter}')
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(secondDismiss).toHaveFocus()

    // …and with the last one gone, focus goes back to where it came from.
    await user.keyboard('{Enter}')
    expect(screen.queryByText('Second')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
  })
})

describe('useAlertActions', () => {
  it('lets a component show alerts without rendering it again when one comes or goes', () => {
    vi.useFakeTimers()
    // A post card holds push; a feed can hold a thousand of them (issue 10, scale).
    let renders = 0
    function VoteButton() {
      renders += 1
      const { push } = useAlertActions()
      return (
        <button
          type="button"
          onClick={() => push({ message: 'Log in to vote', status: 'warning' })}
        >
          Upvote
        </button>
      )
    }
    const store: JotaiStore = createStore()
    render(
      <Provider store={store}>
        <VoteButton />
        <AlertRegion />
      </Provider>,
    )
    expect(renders).toBe(1)

    fireEvent.click(screen.getByRole('button', { name: 'Upvote' }))
    expect(screen.getByText('Log in to vote')).toBeInTheDocument()
    act(() => {
      pushAlert(store, { message: 'Saved', status: 'success' })
    })
    act(() => vi.advanceTimersByTime(ALERT_TIMEOUT.default))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
    expect(renders).toBe(1)
    vi.useRealTimers()
  })
})
