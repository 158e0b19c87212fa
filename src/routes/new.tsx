import { createFileRoute } from '@tanstack/react-router'
import { postQueries } from '#features/posts/api/post-queries'
import { validateQuerySearch } from '#lib/search-params'
import { DiscussionFeed } from './-components/discussion-feed'

export const Route = createFileRoute('/new')({
  validateSearch: validateQuerySearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(postQueries.feed('new', deps.query)),
  staticData: { titleKey: 'page_new_title' },
  component: NewPage,
})

function NewPage() {
  const { query } = Route.useSearch()
  return <DiscussionFeed route="/new" feed="new" titleKey="page_new_title" query={query} />
}
