import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { postQueries } from '#features/posts/api/post-queries'
import { FeedControls } from '#features/posts/components/feed-controls'
import { PostFeed } from '#features/posts/components/post-feed'
import { t } from '#i18n/en-content'
import { validateQuerySearch } from '#lib/search-params'
import { FeedComposer } from './-components/feed-composer'

export const Route = createFileRoute('/grid')({
  validateSearch: validateQuerySearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(postQueries.feed('visual', deps.query)),
  staticData: { titleKey: 'page_grid_title' },
  component: GridPage,
})

function GridPage() {
  const { query } = Route.useSearch()
  return (
    <PageFrame
      title={t('page_grid_title')}
      subtitle={query ? t('feed_results_for', { query }) : undefined}
    >
      <FeedComposer />
      <FeedControls current="/grid" query={query} />
      {/* Picture posts as square tiles that open the post (docs/behaviour.md#posts-and-feeds) */}
      <PostFeed
        source={postQueries.feed('visual', query)}
        layout="grid"
        emptyText={query ? t('feed_empty_search_text', { query }) : undefined}
      />
    </PageFrame>
  )
}
