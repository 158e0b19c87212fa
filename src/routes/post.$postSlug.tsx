import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { NotFoundPage } from '#components/layout/not-found-page'
import { PageFrame } from '#components/layout/page-frame'
import { Link } from '#components/ui/link'
import { TopBoards } from '#features/boards/components/top-boards'
import { postQueries } from '#features/posts/api/post-queries'
import { PostCard } from '#features/posts/components/post-card'
import { PostPageLayout } from '#features/posts/components/post-page-layout'
import { TopPosts } from '#features/posts/components/top-posts'
import { useRefreshSessionProfile } from '#features/session/api/use-session-profile'
import { useSession } from '#features/session/use-session'
import { t } from '#i18n/en-content'
import { validatePostSearch } from '#lib/search-params'
import type { TitledLoaderData } from './-components/document-title'
import { orNotFound } from './-components/or-not-found'
import { usePostThread } from './-components/post-thread'

export const Route = createFileRoute('/post/$postSlug')({
  validateSearch: validatePostSearch,
  loader: async ({ context, params }): Promise<TitledLoaderData> => {
    // A missing post is a page of its own (docs/behaviour.md#posts-and-feeds), not a failure.
    const post = await orNotFound(
      context.queryClient.ensureQueryData(postQueries.detail(params.postSlug)),
    )
    return { pageTitle: post.title }
  },
  staticData: { titleKey: 'page_post_title' },
  component: PostPage,
  notFoundComponent: PostNotFound,
})

function PostPage() {
  const { postSlug } = Route.useParams()
  const { comment } = Route.useSearch()
  const { data: post } = useSuspenseQuery(postQueries.detail(postSlug))
  const session = useSession()
  const viewerId = session.user?.id ?? null
  const navigate = useNavigate()
  const refreshSessionProfile = useRefreshSessionProfile()
  const renderThread = usePostThread(viewerId, comment)

  return (
    <PageFrame title={post.title}>
      <PostPageLayout
        main={
          <PostCard
            post={post}
            viewerId={viewerId}
            variant="detail"
            onDeleted={() => {
              refreshSessionProfile()
              // The post is gone: leave its page for the newest posts.
              void navigate({ to: '/new', replace: true })
            }}
            renderThread={renderThread}
          />
        }
        aside={
          <>
            <TopBoards />
            <TopPosts exceptId={post.id} />
          </>
        }
      />
    </PageFrame>
  )
}

function PostNotFound() {
  return (
    <NotFoundPage
      title={t('post_not_found_title')}
      text={t('post_not_found_text')}
      back={
        <Link to="/new" variant="inline">
          {t('post_not_found_back')}
        </Link>
      }
    />
  )
}
