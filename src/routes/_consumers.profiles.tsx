import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { profileQueries } from '#features/profiles/api/profile-queries'
import { ProfilesDirectory } from '#features/profiles/components/profiles-directory'
import { parseSearchQuery, validateQuerySearch } from '#lib/search-params'

export const Route = createFileRoute('/_consumers/profiles')({
  validateSearch: validateQuerySearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  // Prefetch, not ensure: a failed list is shown inside the page with its own "Try again",
  // under the page's title and search field, rather than as a whole-page error.
  loader: ({ context, deps }) =>
    context.queryClient.prefetchInfiniteQuery(profileQueries.list(deps.query)),
  staticData: { titleKey: 'page_profiles_title' },
  component: ProfilesPage,
})

function ProfilesPage() {
  const { query } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <ProfilesDirectory
      query={query}
      onSearch={(text) => void navigate({ search: { query: parseSearchQuery(text) } })}
    />
  )
}
