import {
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react'

/**
 * A component whose code loads on first use; `load()` starts (or joins) that load, and
 * `useIsLoaded()` says whether its code is in (it re-renders the caller when it arrives).
 */
export type OnDemandComponent<P extends object> = ComponentType<P> & {
  load: () => Promise<ComponentType<P>>
  useIsLoaded: () => boolean
}

/**
 * A component whose code is fetched the first time it renders (a dialog, a drawer, /home's body),
 * like `React.lazy`, but that renders `pending` (or nothing) until its code is in instead of
 * suspending. A lazy component always suspends on its first render, even when its module is
 * already loaded, and React holds back the content that replaces a Suspense fallback until 300 ms
 * after that fallback showed: the search dialog's first open ("/" until its field has focus, its
 * code already run, Chromium) took 359–364 ms with `React.lazy` and 69–98 ms without the hold (4x
 * CPU slowdown: 511–525 → 305–319 ms). Loaded before it mounts (`load()`), the component renders
 * in the first commit. A failed load is thrown to the nearest error boundary, and the next mount
 * (its "Try again") fetches again (`React.lazy` keeps the failure).
 * Keep any Suspense boundary around it: it is for what the component itself may suspend on.
 */
export function onDemand<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
  { pending }: { pending?: (props: P) => ReactNode } = {},
): OnDemandComponent<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const listeners = new Set<() => void>()

  function load() {
    loading ??= importComponent().then(
      (component) => {
        loaded = component
        for (const listener of listeners) listener()
        return component
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const getLoaded = () => loaded
  const getIsLoaded = () => loaded !== undefined
  const useIsLoaded = () => useSyncExternalStore(subscribe, getIsLoaded, getIsLoaded)

  /** The load's failure, thrown to the error boundary from render. */
  function useLoadFailure(isLoaded: boolean) {
    const [failure, setFailure] = useState<{ error: unknown }>()
    useEffect(() => {
      if (!isLoaded) load().catch((error: unknown) => setFailure({ error }))
    }, [isLoaded])
    if (failure) throw failure.error
  }

  // A dialog opened by a press renders as soon as its code is in (a store update renders at
  // once, 69–98 ms to the search dialog's field, above).
  function OnDemandAtOnce(props: P) {
    const Component = useSyncExternalStore(subscribe, getLoaded, getLoaded)
    useLoadFailure(Component !== undefined)
    return Component ? <Component {...props} /> : null
  }

  // Content with a `pending` stand-in (/home's body, a thread) replaces it in a transition, which
  // React renders in slices: as a store update, /home's shelves and ad rendered as one task of
  // 150–250 ms on a 4x-slowed CPU (88–108 ms in slices).
  function OnDemandInTransition(props: P) {
    const [Component, setComponent] = useState(getLoaded)
    useLoadFailure(Component !== undefined)
    useEffect(() => {
      if (Component) return
      const show = () => startTransition(() => setComponent(getLoaded))
      if (loaded) show()
      return subscribe(show)
    }, [Component])
    return Component ? <Component {...props} /> : pending?.(props)
  }

  return Object.assign(pending ? OnDemandInTransition : OnDemandAtOnce, { load, useIsLoaded })
}
