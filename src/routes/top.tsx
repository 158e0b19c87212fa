import { createFileRoute } from '@tanstack/react-router'
import { postQueries } from '#features/posts/api/post-queries'
import { validateQuerySearch } from '#lib/search-params'
import { DiscussionFeed } from './-components/discussion-feed'

export const Route = createFileRoute('/top')({
  validateSearch: validateQuerySearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(postQueries.feed('top-voted', deps.query)),
  staticData: { titleKey: 'page_top_title' },
  component: TopPage,
})

function TopPage() {
  const { query } = Route.useSearch()
  return <DiscussionFeed route="/top" feed="top-voted" titleKey="page_top_title" query={query} />
}
