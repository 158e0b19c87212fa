import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/** A component whose code loads on first use; `load()` starts (or joins) that load. */
export type OnDemandComponent<P extends object> = ComponentType<P> & {
  load: () => Promise<ComponentType<P>>
}

/**
 * A component whose code is fetched the first time it renders (a dialog, a drawer, /home's body),
 * like `React.lazy`, but that renders `pending` (or nothing) until its code is in instead of
 * suspending. A lazy component always suspends on its first render, even when its module is
 * already loaded, and React holds back the content that replaces a Suspense fallback until 300 ms
 * after that fallback showed: the search dialog's first open ("/" until its field has focus, its
 * code already run, Chromium) took 359–364 ms with `React.lazy` and 69–98 ms without the hold (4x
 * CPU slowdown: 511–525 → 305–319 ms). Loaded before it mounts (`load()`), the component renders
 * at once; loaded after, in a transition. A failed load is thrown to the nearest error boundary,
 * and the next mount (its "Try again") fetches again (`React.lazy` keeps the failure).
 * Keep any Suspense boundary around it: it is for what the component itself may suspend on.
 */
export function onDemand<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
  { pending }: { pending?: (props: P) => ReactNode } = {},
): OnDemandComponent<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined

  function load() {
    loading ??= importComponent().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  function OnDemand(props: P) {
    const [Component, setComponent] = useState(() => loaded)
    const [failure, setFailure] = useState<{ error: unknown }>()
    useEffect(() => {
      if (Component) return
      let mounted = true
      load().then(
        // A transition: React renders it in slices, so a large first render (/home's shelves)
        // is no single long task; a store update (useSyncExternalStore) would render it at once.
        (component) => mounted && startTransition(() => setComponent(() => component)),
        (error: unknown) => mounted && setFailure({ error }),
      )
      return () => {
        mounted = false
      }
    }, [Component])
    if (failure) throw failure.error
    if (Component) return <Component {...props} />
    return pending ? pending(props) : null
  }
  return Object.assign(OnDemand, { load })
}
