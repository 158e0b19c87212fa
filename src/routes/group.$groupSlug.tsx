import { useCallback, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { PageFrame } from '../components/layout/page-frame'
import { Avatar } from '../components/ui/avatar'
import { Button } from '../components/ui/button'
import { Icon } from '../components/ui/icon'
import { Skeleton } from '../components/ui/loader'
import { link } from '../components/ui/link.css'
import { CommentThread } from '../features/comments/components/comment-thread'
import {
  groupQueries,
  isGroupMember,
  type GroupAudience,
  type GroupPost,
} from '../features/groups/api/group-queries'
import { CreateGroupDialog } from '../features/groups/components/create-group-dialog'
import { GroupAbout } from '../features/groups/components/group-about'
import { GroupHero } from '../features/groups/components/group-hero'
import { GroupLayout } from '../features/groups/components/group-layout'
import { GroupMembershipButton } from '../features/groups/components/group-membership-button'
import { GroupPosts } from '../features/groups/components/group-posts'
import { adjustCommentCount } from '../features/posts/api/post-queries'
import { openComposerAtom } from '../features/posts/atoms'
import { PostCard } from '../features/posts/components/post-card'
import { profileQueries } from '../features/profiles/api/profile-queries'
import { sessionKeys } from '../features/session/api/session-queries'
import type { Profile } from '../features/session/lib/groups'
import { useSession } from '../features/session/use-session'
import { t } from '../i18n/en-content'
import { ALERT_TIMEOUT, useAlerts } from '../lib/alerts'
import { isApiError } from '../lib/api/errors'
import { parseSearchQuery, validateQuerySearch } from '../lib/search-params'
import type { TitledLoaderData } from './-components/document-title'

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

export const Route = createFileRoute('/group/$groupSlug')({
  validateSearch: validateQuerySearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: async ({ context, params, deps }): Promise<TitledLoaderData> => {
    const slug = params.groupSlug
    // The posts start loading with the header rather than after it; a failure there is the
    // list's own to show (with its retry), not the page's.
    void context.queryClient.prefetchInfiniteQuery(groupQueries.posts(slug, deps.query))
    // Spec §6: the detail call depends on who is asking, so the session is known first.
    const user = await context.session.ensureUser().catch(() => null)
    const audience: GroupAudience = user ? 'member' : 'visitor'
    try {
      const group = await context.queryClient.ensureQueryData(groupQueries.detail(slug, audience))
      return { pageTitle: group.name }
    } catch (error) {
      // A missing group is a page of its own, like a missing post, not a failure.
      if (isNotFound(error)) return {}
      throw error
    }
  },
  staticData: { titleKey: 'page_group_title' },
  component: GroupPage,
})

function GroupPage() {
  const { groupSlug } = Route.useParams()
  const { query } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const session = useSession()
  const audience: GroupAudience = session.user ? 'member' : 'visitor'
  // Nothing is asked while a stored session is still loading: the answer would be the wrong one.
  const group = useQuery({
    ...groupQueries.detail(groupSlug, audience),
    enabled: !session.isLoading,
  })
  const queryClient = useQueryClient()
  const openComposer = useSetAtom(openComposerAtom)
  const { push } = useAlerts()
  const [isCreating, setCreating] = useState(false)
  const viewer = session.user
  const viewerId = viewer?.id ?? null

  // The membership answer carries the member's joined groups: `isMember` is read from them, and
  // other pages show them, so they go straight onto the cached profile.
  const handleJoinedGroups = useCallback(
    (groups: number[]) =>
      queryClient.setQueryData<Profile | null>(sessionKeys.profile(), (profile) =>
        profile ? { ...profile, groups } : profile,
      ),
    [queryClient],
  )

  const renderPost = useCallback(
    (post: GroupPost) => (
      <PostCard
        post={post}
        viewerId={viewerId}
        headingLevel={3}
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.profile() })}
        renderThread={(shown) => (
          <CommentThread
            postSlug={shown.slug}
            postId={shown.id}
            viewerId={viewerId}
            onCountChange={(delta) => adjustCommentCount(queryClient, shown.id, delta)}
          />
        )}
      />
    ),
    [queryClient, viewerId],
  )

  const renderAdministrator = useCallback(
    (profileId: number) =>
      viewer ? <GroupAdministrator profileId={profileId} viewer={viewer} /> : null,
    [viewer],
  )

  const startGroup = useCallback(() => {
    if (!session.isAuthenticated) {
      push({
        message: t('if_you_want_to_create_group'),
        status: 'warning',
        timeout: ALERT_TIMEOUT.loginWarning,
      })
      return
    }
    setCreating(true)
  }, [push, session.isAuthenticated])

  if (group.isError && isNotFound(group.error)) {
    return (
      <PageFrame title={t('group_not_found_title')} subtitle="404">
        <p>{t('group_not_found_text')}</p>
        <p>
          <Link to="/new" className={link({ variant: 'inline' })}>
            {t('group_not_found_back')}
          </Link>
        </p>
      </PageFrame>
    )
  }
  // Anything else goes to the route's error screen, which offers a retry.
  if (group.isError) throw group.error
  if (!group.data) return null

  const shown = group.data
  const isMember = isGroupMember(viewer?.groups, shown.id)
  const postButton = isMember ? (
    <Button
      variant="secondary"
      onPress={() => openComposer({ kind: 'post', group: { id: shown.id, name: shown.name } })}
    >
      <Icon name="plus" size={18} />
      {t('group_post_in')}
    </Button>
  ) : undefined

  return (
    <PageFrame title={shown.name}>
      <GroupLayout
        hero={
          <GroupHero
            group={shown}
            // Nothing account-related while the session loads: no wrong button flashes.
            actions={
              session.isLoading ? undefined : (
                <>
                  <GroupMembershipButton
                    group={shown}
                    isMember={isMember}
                    isSignedIn={session.isAuthenticated}
                    onJoinedGroupsChange={handleJoinedGroups}
                  />
                  {postButton}
                  <Button variant="ghost" onPress={startGroup}>
                    <Icon name="user" size={18} />
                    {t('group_create_open')}
                  </Button>
                </>
              )
            }
          />
        }
        about={
          <GroupAbout
            group={shown}
            renderAdministrator={viewer ? renderAdministrator : undefined}
          />
        }
        posts={
          <GroupPosts
            // A new search from elsewhere (the header) starts the field afresh.
            key={query ?? ''}
            slug={groupSlug}
            query={query}
            onSearch={(text) => void navigate({ search: { query: parseSearchQuery(text) } })}
            renderPost={renderPost}
            emptyAction={postButton}
          />
        }
      />
      {viewer && (
        <CreateGroupDialog
          key={viewer.id}
          isOpen={isCreating}
          onOpenChange={setCreating}
          viewerId={viewer.id}
          onCreated={(created) =>
            void navigate({ to: '/group/$groupSlug', params: { groupSlug: created.slug } })
          }
        />
      )}
    </PageFrame>
  )
}

interface GroupAdministratorProps {
  profileId: number
  /** The signed-in member: their own entry needs no request and links to their own profile. */
  viewer: Profile
}

/**
 * One administrator of a group, for signed-in members: the group only carries profile ids, and
 * turning one into a name takes the members-only profile search (spec §6), so visitors see a
 * count instead (the groups feature's default).
 */
function GroupAdministrator({ profileId, viewer }: GroupAdministratorProps) {
  const isViewer = profileId === viewer.id
  const profile = useQuery({ ...profileQueries.detail(profileId), enabled: !isViewer })

  if (isViewer) {
    return (
      <>
        <Avatar src={viewer.profile_picture} alt="" size="sm" />
        <Link to="/profile" className={link({ variant: 'inline' })}>
          {t('group_admin_you', { name: viewer.username })}
        </Link>
      </>
    )
  }
  if (profile.isPending) {
    return (
      <>
        <Skeleton shape="circle" width="2rem" height="2rem" />
        <Skeleton width="8rem" height="1rem" />
      </>
    )
  }
  if (!profile.data) {
    return (
      <>
        <Avatar src={null} alt="" size="sm" />
        <span>{t('group_admin_unknown')}</span>
      </>
    )
  }
  return (
    <>
      <Avatar src={profile.data.profile_picture} alt="" size="sm" />
      <Link
        to="/profile/$profileId"
        params={{ profileId: String(profileId) }}
        className={link({ variant: 'inline' })}
      >
        {profile.data.username}
      </Link>
    </>
  )
}
