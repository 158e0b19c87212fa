import { Component, Suspense, type ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { onDemand } from '#lib/on-demand'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** A module import the test settles by hand. */
function deferredImport() {
  let settle!: { resolve: () => void; reject: (error: Error) => void }
  const promise = new Promise<typeof Greeting>((resolve, reject) => {
    settle = { resolve: () => resolve(Greeting), reject }
  })
  return { promise, settle }
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    if (!this.state.error) return this.props.children
    return (
      <button type="button" onClick={() => this.setState({ error: null })}>
        Try again ({this.state.error.message})
      </button>
    )
  }
}

describe('onDemand', () => {
  it('fetches its code on first render and shows it without ever suspending', async () => {
    const first = deferredImport()
    const importGreeting = vi.fn(() => first.promise)
    const Lazy = onDemand(importGreeting)
    expect(importGreeting).not.toHaveBeenCalled()

    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Lazy name="Ana" />
        <Lazy name="Ben" />
      </Suspense>,
    )
    // Nothing yet, and not the Suspense fallback either: React holds back what replaces a
    // fallback for 300 ms, the delay this component exists to avoid.
    expect(screen.queryByText('Suspended')).toBeNull()
    expect(screen.queryByText(/Hello/)).toBeNull()
    expect(importGreeting).toHaveBeenCalledTimes(1)

    await act(async () => first.settle.resolve())
    expect(screen.getByText('Hello Ana')).toBeVisible()
    expect(screen.getByText('Hello Ben')).toBeVisible()
    expect(screen.queryByText('Suspended')).toBeNull()
  })

  it('draws its pending element in its place until its code is in, then the component', async () => {
    const first = deferredImport()
    const Lazy = onDemand(() => first.promise, {
      pending: ({ name }) => <p>Loading {name}…</p>,
    })

    render(<Lazy name="Eve" />)
    expect(screen.getByText('Loading Eve…')).toBeVisible()

    await act(async () => first.settle.resolve())
    expect(screen.getByText('Hello Eve')).toBeVisible()
    expect(screen.queryByText('Loading Eve…')).toBeNull()
  })

  it('renders at once, in the same commit, once its code is in', async () => {
    const Lazy = onDemand(() => Promise.resolve(Greeting))
    await Lazy.load()
    render(<Lazy name="Cleo" />)
    expect(screen.getByText('Hello Cleo')).toBeVisible()
  })

  it('starts the download ahead with load(), once however often it is asked', async () => {
    const importGreeting = vi.fn(() => Promise.resolve(Greeting))
    const Lazy = onDemand(importGreeting)
    const [a, b] = await Promise.all([Lazy.load(), Lazy.load()])
    expect(a).toBe(Greeting)
    expect(b).toBe(Greeting)
    expect(importGreeting).toHaveBeenCalledTimes(1)
  })

  it('throws a failed load to the error boundary, and fetches again when it retries', async () => {
    const user = userEvent.setup()
    const offline = deferredImport()
    const importGreeting = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockReturnValueOnce(offline.promise)
      .mockResolvedValueOnce(Greeting)
    const Lazy = onDemand(importGreeting)
    // React reports the error the boundary caught.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)

    render(
      <Boundary>
        <Lazy name="Dee" />
      </Boundary>,
    )
    await act(async () => offline.settle.reject(new Error('Failed to fetch')))
    await user.click(screen.getByRole('button', { name: 'Try again (Failed to fetch)' }))

    expect(await screen.findByText('Hello Dee')).toBeVisible()
    expect(importGreeting).toHaveBeenCalledTimes(2)
    expect(reported).toHaveBeenCalled()
    reported.mockRestore()
  })

  it('tells a caller when its code arrives, so the caller can switch to it without rendering it first', async () => {
    const first = deferredImport()
    const Lazy = onDemand(() => first.promise)
    function Switch() {
      return Lazy.useIsLoaded() ? <Lazy name="Fay" /> : <p>Plain list</p>
    }

    render(<Switch />)
    expect(screen.getByText('Plain list')).toBeVisible()
    // Asked ahead (a list half-way to long), the code comes in and the caller switches.
    const loading = Lazy.load()
    await act(async () => {
      first.settle.resolve()
      await loading
    })
    expect(screen.getByText('Hello Fay')).toBeVisible()
    expect(screen.queryByText('Plain list')).toBeNull()
  })
})
