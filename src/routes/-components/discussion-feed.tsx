import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageFrame } from '../../components/layout/page-frame'
import { link } from '../../components/ui/link.css'
import { CommentThread } from '../../features/comments/components/comment-thread'
import {
  adjustCommentCount,
  type Post,
  type PostFeed as Feed,
} from '../../features/posts/api/post-queries'
import { FeedControls, type DiscussionRoute } from '../../features/posts/components/feed-controls'
import { PostFeed } from '../../features/posts/components/post-feed'
import { sessionKeys } from '../../features/session/api/session-queries'
import { useSession } from '../../features/session/use-session'
import { t, type TextKey } from '../../i18n/en-content'
import { FeedComposer } from './feed-composer'

export interface DiscussionFeedProps {
  route: DiscussionRoute
  feed: Feed
  titleKey: TextKey
  query?: string
}

/** /top, /trending and /new (spec §2): the same page over a different ordering. */
export function DiscussionFeed({ route, feed, titleKey, query }: DiscussionFeedProps) {
  const session = useSession()
  const queryClient = useQueryClient()
  const viewerId = session.user?.id ?? null
  // The comments feature knows nothing of posts: the route hands it the post and keeps the
  // post's comment count in step with what the thread adds and removes.
  const renderThread = useCallback(
    (post: Post) => (
      <CommentThread
        postSlug={post.slug}
        postId={post.id}
        viewerId={viewerId}
        onCountChange={(delta) => adjustCommentCount(queryClient, post.id, delta)}
      />
    ),
    [queryClient, viewerId],
  )
  // The member's post count (`num_posts`) changed.
  const refreshMemberCounts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionKeys.profile() }),
    [queryClient],
  )
  return (
    <PageFrame
      width="reading"
      title={t(titleKey)}
      subtitle={query ? t('feed_results_for', { query }) : undefined}
      actions={
        query ? (
          <Link to={route} search={{}} className={link({ variant: 'inline' })}>
            {t('feed_clear_search')}
          </Link>
        ) : undefined
      }
    >
      <FeedComposer />
      <FeedControls current={route} query={query} />
      <PostFeed
        feed={feed}
        query={query}
        viewerId={viewerId}
        renderThread={renderThread}
        onDeleted={refreshMemberCounts}
      />
    </PageFrame>
  )
}
