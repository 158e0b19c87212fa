import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { NotFoundPage } from '#components/layout/not-found-page'
import { PageFrame } from '#components/layout/page-frame'
import { openingOverlay } from '#components/layout/preload'
import { Icon } from '#components/ui/icon'
import { Link } from '#components/ui/link'
import { NativeButton } from '#components/ui/native-button'
import { groupQueries, isGroupMember, type GroupAudience } from '#features/groups/api/group-queries'
import { GroupAdminActions } from '#features/groups/components/group-admin-actions'
import { GroupAbout } from '#features/groups/components/group-about'
import { GroupHero } from '#features/groups/components/group-hero'
import { GroupLayout } from '#features/groups/components/group-layout'
import { GroupMembershipButton } from '#features/groups/components/group-membership-button'
import { GroupPostSection } from '#features/groups/components/group-post-section'
import { postQueries } from '#features/posts/api/post-queries'
import { openComposerAtom } from '#features/posts/atoms'
import { PostFeed } from '#features/posts/components/post-feed'
import {
  usePatchSessionProfile,
  useRefreshSessionProfile,
} from '#features/session/api/use-session-profile'
import { useSession } from '#features/session/use-session'
import { t } from '#i18n/en-community'
import { parseSearchQuery, validateQuerySearch } from '#lib/search-params'
import type { TitledLoaderData } from './-components/document-title'
import { CreateGroupButton } from './-components/create-group-button'
import { GroupAdministrator } from './-components/group-administrator'
import { orNotFound } from './-components/or-not-found'
import { useFeedThread } from './-components/feed-thread'

interface GroupLoaderData extends TitledLoaderData {
  /** Who the group was loaded for, while the session is still settling on the client. */
  audience: GroupAudience
}

export const Route = createFileRoute('/group/$groupSlug')({
  validateSearch: validateQuerySearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: async ({ context, params, deps }): Promise<GroupLoaderData> => {
    const slug = params.groupSlug
    // The posts start loading with the header rather than after it; a failure there is the
    // list's own to show (with its retry), not the page's.
    void context.queryClient.prefetchInfiniteQuery(postQueries.byGroup(slug, deps.query))
    // The detail call depends on who is asking (docs/behaviour.md#visitors-and-members), so the
    // session is known first.
    const user = await context.session.ensureUser().catch(() => null)
    const audience: GroupAudience = user ? 'member' : 'visitor'
    // A missing group is a page of its own, like a missing post, not a failure.
    const group = await orNotFound(
      context.queryClient.ensureQueryData(groupQueries.detail(slug, audience)),
    )
    return { pageTitle: group.name, audience }
  },
  staticData: { titleKey: 'page_group_title' },
  component: GroupPage,
  notFoundComponent: GroupNotFound,
})

function GroupPage() {
  const { groupSlug } = Route.useParams()
  const { query } = Route.useSearch()
  const loaded = Route.useLoaderData()
  const navigate = useNavigate({ from: Route.fullPath })
  const session = useSession()
  // While a stored session is still loading, the copy the loader fetched stands.
  const audience: GroupAudience = session.isLoading
    ? loaded.audience
    : session.user
      ? 'member'
      : 'visitor'
  const { data: group } = useSuspenseQuery(groupQueries.detail(groupSlug, audience))
  const openComposer = useSetAtom(openComposerAtom)
  // The membership answer carries the member's joined groups: `isMember` is read from them.
  const patchSessionProfile = usePatchSessionProfile()
  const refreshSessionProfile = useRefreshSessionProfile()
  const viewer = session.user
  const viewerId = viewer?.id ?? null
  const renderThread = useFeedThread(viewerId)

  const isMember = isGroupMember(viewer?.groups, group.id)
  const isAdministrator = viewer !== null && group.administrators.includes(viewer.id)
  const postButton = isMember ? (
    <NativeButton
      variant="secondary"
      {...openingOverlay('composer')}
      onClick={() => openComposer({ kind: 'post', group: { id: group.id, name: group.name } })}
    >
      <Icon name="plus" size={18} />
      {t('group_post_in')}
    </NativeButton>
  ) : undefined

  return (
    <PageFrame title={group.name}>
      <GroupLayout
        hero={
          <GroupHero
            group={group}
            // Nothing account-related while the session loads: no wrong button flashes.
            actions={
              session.isLoading ? undefined : (
                <>
                  <GroupMembershipButton
                    group={group}
                    isMember={isMember}
                    isSignedIn={session.isAuthenticated}
                    onJoinedGroupsChange={(groups) => patchSessionProfile({ groups })}
                  />
                  {postButton}
                  <CreateGroupButton />
                  {isAdministrator && (
                    <GroupAdminActions
                      group={group}
                      viewerId={viewer.id}
                      onSaved={(saved) => {
                        if (saved.slug !== groupSlug) {
                          void navigate({
                            to: '/group/$groupSlug',
                            params: { groupSlug: saved.slug },
                            search: { query },
                            replace: true,
                          })
                        }
                      }}
                      onDeleted={(deleted) => {
                        patchSessionProfile({
                          groups: viewer.groups?.filter((id) => id !== deleted.id) ?? [],
                        })
                        // The administrator lands on the group directory.
                        void navigate({ to: '/groups', search: {}, replace: true })
                      }}
                    />
                  )}
                </>
              )
            }
          />
        }
        about={
          <GroupAbout
            group={group}
            renderAdministrator={
              viewer
                ? (profileId) => <GroupAdministrator profileId={profileId} viewer={viewer} />
                : undefined
            }
          />
        }
        posts={
          <GroupPostSection
            // A new search from elsewhere (the header) starts the field afresh.
            key={query ?? ''}
            query={query}
            onSearch={(text) => void navigate({ search: { query: parseSearchQuery(text) } })}
          >
            {(titleId) => (
              <PostFeed
                source={postQueries.byGroup(groupSlug, query)}
                labelledBy={titleId}
                headingLevel={3}
                viewerId={viewerId}
                renderThread={renderThread}
                onDeleted={refreshSessionProfile}
                emptyTitle={t('group_posts_empty_title')}
                emptyText={
                  query ? t('group_posts_empty_search', { query }) : t('group_posts_empty_text')
                }
                emptyAction={query ? undefined : postButton}
              />
            )}
          </GroupPostSection>
        }
      />
    </PageFrame>
  )
}

function GroupNotFound() {
  return (
    <NotFoundPage
      title={t('group_not_found_title')}
      text={t('group_not_found_text')}
      back={
        <Link to="/new" variant="inline">
          {t('group_not_found_back')}
        </Link>
      }
    />
  )
}
