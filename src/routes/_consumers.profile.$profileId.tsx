import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect, useNavigate } from '@tanstack/react-router'
import { postQueries } from '#features/posts/api/post-queries'
import { PostFeed } from '#features/posts/components/post-feed'
import { MemberGroups } from '#features/groups/components/member-groups'
import { groupListQueries } from '#features/groups/api/group-directory-queries'
import { profileQueries } from '#features/profiles/api/profile-queries'
import { ProfileNotFound } from '#features/profiles/components/profile-not-found'
import { ProfileView } from '#features/profiles/components/profile-view'
import { tabOf, validateProfileSearch } from '#features/profiles/lib/profile-search'
import { t } from '#i18n/en-community'
import { parsePositiveInt } from '#lib/search-params'
import type { TitledLoaderData } from './-components/document-title'
import { useFeedThread } from './-components/feed-thread'

export const Route = createFileRoute('/_consumers/profile/$profileId')({
  validateSearch: validateProfileSearch,
  loaderDeps: ({ search }) => ({ tab: tabOf(search) }),
  beforeLoad: ({ context, params, search }) => {
    // One's own profile has one address: /profile, the page with the edit link, drawn from the
    // session (which holds more than the public summary), so a link from /profiles to oneself
    // and a shared /profile/{own id} both land there, on the same tab.
    if (parsePositiveInt(params.profileId) === context.user.id) {
      throw redirect({ to: '/profile', search: { tab: search.tab }, replace: true })
    }
  },
  loader: async ({ context, params, deps }): Promise<TitledLoaderData> => {
    const profileId = parsePositiveInt(params.profileId)
    // Not an id at all: the not-found page, without asking the server.
    if (profileId === undefined) throw notFound()
    const profile = await context.queryClient.ensureQueryData(profileQueries.detail(profileId))
    if (profile === null) throw notFound()
    if (deps.tab === 'posts') {
      await context.queryClient.prefetchInfiniteQuery(postQueries.byProfile(profileId))
    }
    if (deps.tab === 'groups') {
      await context.queryClient.prefetchInfiniteQuery(groupListQueries.byProfile(profileId))
    }
    return { pageTitle: profile.username }
  },
  staticData: { titleKey: 'page_profile_other_title' },
  component: MemberProfile,
  notFoundComponent: ProfileNotFound,
})

function MemberProfile() {
  const params = Route.useParams()
  // The loader has turned away anything that is not an id.
  const profileId = parsePositiveInt(params.profileId) ?? 0
  const { user: viewer } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const profile = useSuspenseQuery(profileQueries.detail(profileId))
  const renderThread = useFeedThread(viewer.id)
  // The member left since the page loaded: the router's not-found page, as on a first visit.
  if (profile.data === null) throw notFound()

  return (
    <ProfileView
      title={t('page_profile_other_title')}
      profile={profile.data}
      isOwn={false}
      tab={tabOf(search)}
      onTabChange={(tab) =>
        void navigate({
          search: { tab: tab === 'boards' ? undefined : tab },
          replace: true,
          resetScroll: false,
        })
      }
      posts={
        <PostFeed
          source={postQueries.byProfile(profile.data.id)}
          emptyText={t('profile_posts_empty_other', { name: profile.data.username })}
          viewerId={viewer.id}
          renderThread={renderThread}
        />
      }
      groups={
        <MemberGroups
          profileId={profile.data.id}
          owner={{ username: profile.data.username, isOwn: false }}
        />
      }
    />
  )
}
