import { useEffect, useState } from 'react'
import type { VirtualPostList, VirtualPostListProps } from '../components/virtual-post-list'

let loaded: typeof VirtualPostList | undefined
let loading: Promise<unknown> | undefined

/**
 * Whether the long-list component (VirtualPostList) is here, fetched once `wanted` (a list well on
 * its way to being long) so that it is there when the list gets long: the feeds of a normal visit
 * never download it. Until it has arrived, or if it cannot be fetched (offline), the list stays as
 * it is.
 */
export function useVirtualPostList(wanted: boolean): boolean {
  const [ready, setReady] = useState(() => loaded !== undefined)
  useEffect(() => {
    if (!wanted || ready) return
    let live = true
    loading ??= import('../components/virtual-post-list').then((module) => {
      loaded = module.VirtualPostList
    })
    loading.then(
      () => {
        if (live) setReady(true)
      },
      () => {
        loading = undefined
      },
    )
    return () => {
      live = false
    }
  }, [wanted, ready])
  return ready
}

/** VirtualPostList once useVirtualPostList says it is here (nothing before). */
export function LoadedVirtualPostList(props: VirtualPostListProps) {
  const Component = loaded
  return Component ? <Component {...props} /> : null
}
