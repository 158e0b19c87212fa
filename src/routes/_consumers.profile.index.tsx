import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { postQueries } from '#features/posts/api/post-queries'
import { PostFeed } from '#features/posts/components/post-feed'
import { MemberGroups } from '#features/groups/components/member-groups'
import { groupListQueries } from '#features/groups/api/group-directory-queries'
import { ProfileView } from '#features/profiles/components/profile-view'
import { tabOf, validateProfileSearch } from '#features/profiles/lib/profile-search'
import { usePatchSessionProfile } from '#features/session/api/use-session-profile'
import { useSession } from '#features/session/use-session'
import { FavouriteVenues } from '#features/venues/components/favourite-venues'
import { t } from '#i18n/en-community'
import { useFeedThread } from './-components/feed-thread'

export const Route = createFileRoute('/_consumers/profile/')({
  validateSearch: validateProfileSearch,
  loaderDeps: ({ search }) => ({ tab: tabOf(search) }),
  // The profile itself is the session's (the guard has loaded it); only the Posts tab has data
  // of its own. Prefetched, not ensured: a failure shows in the tab with its own "Try again".
  loader: async ({ context, deps }) => {
    if (deps.tab === 'posts') {
      await context.queryClient.prefetchInfiniteQuery(postQueries.byProfile(context.user.id))
    }
    if (deps.tab === 'groups') {
      await context.queryClient.prefetchInfiniteQuery(groupListQueries.byProfile(context.user.id))
    }
  },
  staticData: { titleKey: 'page_profile_title' },
  component: OwnProfilePage,
})

function OwnProfilePage() {
  const { user: guardedUser } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const session = useSession()
  // The live profile (fresh counts after posting or saving a board); the guard's copy covers
  // the first render.
  const profile = session.user ?? guardedUser
  const renderThread = useFeedThread(profile.id)

  // The toggle's answer is the member's whole list: it goes straight onto the session profile.
  const patchSessionProfile = usePatchSessionProfile()

  return (
    <ProfileView
      title={t('page_profile_title')}
      profile={profile}
      isOwn
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
          source={postQueries.byProfile(profile.id)}
          emptyText={t('profile_posts_empty_own')}
          viewerId={profile.id}
          renderThread={renderThread}
        />
      }
      groups={
        <MemberGroups profileId={profile.id} owner={{ username: profile.username, isOwn: true }} />
      }
      venues={
        <FavouriteVenues
          favouriteIds={profile.favourite_locations}
          isOwn
          username={profile.username}
          onFavouritesChange={(ids) => patchSessionProfile({ favourite_locations: ids })}
        />
      }
    />
  )
}
