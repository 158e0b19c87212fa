import { lazy, Suspense, useCallback } from 'react'
import { Loader } from '#components/ui/loader'
import type { Post } from '#features/posts/api/post-queries'
import { t } from '#i18n/en-content'

/**
 * The comments' code (thread, box, votes, edits): not part of a feed's first load, where every
 * thread starts closed (issue 10: JS before idle); it is fetched when the first thread opens.
 */
const PostThread = lazy(() =>
  import('./post-thread').then((module) => ({ default: module.PostThread })),
)

/** A list of posts' `renderThread`: the thread a card opens, its code loaded on first use. */
export function useFeedThread(viewerId: number | null) {
  return useCallback(
    (post: Post) => (
      <Suspense fallback={<Loader size="sm" block label={t('comments_loading')} />}>
        <PostThread post={post} viewerId={viewerId} />
      </Suspense>
    ),
    [viewerId],
  )
}
