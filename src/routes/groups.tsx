import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { groupListQueries } from '#features/groups/api/group-directory-queries'
import { groupQueries } from '#features/groups/api/group-queries'
import {
  GroupDirectory,
  type GroupDirectoryFilters,
} from '#features/groups/components/group-directory'
import { t } from '#i18n/en-community'
import { parsePositiveInt, parseSearchQuery } from '#lib/search-params'
import { CreateGroupButton } from './-components/create-group-button'

/** Never throws: a malformed `?category=` or `?subcategory=` is dropped (docs/behaviour.md#navigation-and-layout). */
function validateGroupsSearch(search: Record<string, unknown>): GroupDirectoryFilters {
  const category = parsePositiveInt(search.category)
  return {
    query: parseSearchQuery(search.query),
    category,
    // A subcategory belongs to a category: alone it filters nothing the pills can show.
    subcategory: category === undefined ? undefined : parsePositiveInt(search.subcategory),
  }
}

export const Route = createFileRoute('/groups')({
  validateSearch: validateGroupsSearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: async ({ context, deps }) => {
    // The categories name the cards and the pills; a failure there only hides the pills.
    void context.queryClient.prefetchQuery(groupQueries.categories())
    await context.queryClient.prefetchInfiniteQuery(groupListQueries.directory(deps.query))
  },
  staticData: { titleKey: 'page_groups_title' },
  component: GroupsPage,
})

function GroupsPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <PageFrame
      title={t('page_groups_title')}
      subtitle={t('groups_subtitle')}
      actions={<CreateGroupButton variant="primary" />}
    >
      <GroupDirectory
        {...search}
        onQueryChange={(query) =>
          void navigate({
            search: (prev) => ({ ...prev, query }),
            replace: true,
            resetScroll: false,
          })
        }
      />
    </PageFrame>
  )
}
