import { createFileRoute } from '@tanstack/react-router'
import { postQueries } from '#features/posts/api/post-queries'
import { validateQuerySearch } from '#lib/search-params'
import { DiscussionFeed } from './-components/discussion-feed'

export const Route = createFileRoute('/trending')({
  validateSearch: validateQuerySearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(postQueries.feed('trending', deps.query)),
  staticData: { titleKey: 'page_trending_title' },
  component: TrendingPage,
})

function TrendingPage() {
  const { query } = Route.useSearch()
  return (
    <DiscussionFeed
      route="/trending"
      feed="trending"
      titleKey="page_trending_title"
      query={query}
    />
  )
}
