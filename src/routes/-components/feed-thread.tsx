import { Suspense, useCallback } from 'react'
import { Loader } from '#components/ui/loader'
import type { Post } from '#features/posts/api/post-queries'
import { t } from '#i18n/en-content'
import { onDemand } from '#lib/on-demand'

function ThreadLoading() {
  return <Loader size="sm" block label={t('comments_loading')} />
}

/**
 * The comments' code (thread, box, votes, edits): not part of a feed's first load, where every
 * thread starts closed (issue 10: JS before idle); it is fetched when the first thread opens,
 * and shown as soon as it is in (`onDemand`: `React.lazy` held it back for 300 ms).
 */
const PostThread = onDemand(() => import('./post-thread').then((module) => module.PostThread), {
  pending: ThreadLoading,
})

/** A list of posts' `renderThread`: the thread a card opens, its code loaded on first use. */
export function useFeedThread(viewerId: number | null) {
  return useCallback(
    (post: Post) => (
      <Suspense fallback={<ThreadLoading />}>
        <PostThread post={post} viewerId={viewerId} />
      </Suspense>
    ),
    [viewerId],
  )
}
