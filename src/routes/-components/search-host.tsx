import { Suspense, useCallback, useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useAtom, useSetAtom } from 'jotai'
import { preloadWhenIdle } from '#components/layout/preload'
import type { Post } from '#features/posts/api/post-queries'
import { searchDialogOpenAtom } from '#features/posts/atoms'
import { onDemand } from '#lib/on-demand'

// The search posts dialog runs on first use ("/", Ctrl/Cmd+K or a search button, from when the
// button is pointed at), its files downloaded ahead once the page is idle (preloadWhenIdle).
const SearchDialog = onDemand(() =>
  import('#features/posts/components/search-dialog').then((module) => module.SearchDialog),
)

/** Feeds whose list "see all results" can narrow in place (each takes `?query=`). */
const SEARCHABLE_FEEDS = ['/top', '/trending', '/new', '/grid'] as const

/**
 * The search dialog for the whole app: mounted once first opened, a result opens its post, and
 * "see all results" keeps the member on the feed they are reading, narrowed by `?query=` (the
 * header's Enter does the same); from any other page the results open in /top.
 */
export function SearchHost() {
  const router = useRouter()
  const [isOpen, setOpen] = useAtom(searchDialogOpenAtom)
  const [hasOpened, setHasOpened] = useState(false)
  if (isOpen && !hasOpened) setHasOpened(true)

  useEffect(() => preloadWhenIdle('search', SearchDialog.load), [])

  const openPost = useCallback(
    (post: Post) =>
      void router.navigate({ to: '/post/$postSlug', params: { postSlug: post.slug } }),
    [router],
  )
  const seeAllResults = useCallback(
    (query: string) => {
      const path = router.state.location.pathname
      const feed = SEARCHABLE_FEEDS.find((f) => f === path) ?? '/top'
      void router.navigate({ to: feed, search: { query } })
    },
    [router],
  )

  if (!hasOpened) return null
  return (
    <Suspense fallback={null}>
      <SearchDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        onOpenPost={openPost}
        onSeeAll={seeAllResults}
      />
    </Suspense>
  )
}

/** What the header's and bottom bar's search buttons do. */
export function useOpenSearch() {
  const setOpen = useSetAtom(searchDialogOpenAtom)
  return useCallback(() => setOpen(true), [setOpen])
}
