import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { recommenderQueries } from '#features/recommender/api/recommender-queries'
import { RecommenderDirectory } from '#features/recommender/components/recommender-directory'
import { parseSearchQuery, validateQuerySearch } from '#lib/search-params'

export const Route = createFileRoute('/ai/recommender/')({
  validateSearch: validateQuerySearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  // Prefetch, not ensure: a failed list is shown inside the page with its own "Try again",
  // under the page's title and search field, rather than as a whole-page error.
  loader: ({ context, deps }) =>
    context.queryClient.prefetchInfiniteQuery(recommenderQueries.list(deps.query)),
  staticData: { titleKey: 'page_recommender_title' },
  component: RecommenderPage,
})

function RecommenderPage() {
  const { query } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <RecommenderDirectory
      query={query}
      onSearch={(text) => void navigate({ search: { query: parseSearchQuery(text) } })}
    />
  )
}
