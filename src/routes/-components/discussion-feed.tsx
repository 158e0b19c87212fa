import { Link } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { link } from '#components/ui/link.css'
import { postQueries, type PostFeed as Feed } from '#features/posts/api/post-queries'
import { FeedControls, type DiscussionRoute } from '#features/posts/components/feed-controls'
import { PostFeed } from '#features/posts/components/post-feed'
import { useRefreshSessionProfile } from '#features/session/api/use-session-profile'
import { useSession } from '#features/session/use-session'
import { t, type TextKey } from '#i18n/en-content'
import { FeedComposer } from './feed-composer'
import { useFeedThread } from './feed-thread'

export interface DiscussionFeedProps {
  route: DiscussionRoute
  feed: Feed
  titleKey: TextKey
  query?: string
}

/**
 * /top, /trending and /new (docs/behaviour.md#posts-and-feeds): the same page over a different
 * ordering.
 */
export function DiscussionFeed({ route, feed, titleKey, query }: DiscussionFeedProps) {
  const session = useSession()
  const viewerId = session.user?.id ?? null
  const renderThread = useFeedThread(viewerId)
  // The member's post count (`num_posts`) changed.
  const refreshMemberCounts = useRefreshSessionProfile()
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
        source={postQueries.feed(feed, query)}
        emptyText={query ? t('feed_empty_search_text', { query }) : undefined}
        viewerId={viewerId}
        renderThread={renderThread}
        onDeleted={refreshMemberCounts}
      />
    </PageFrame>
  )
}
