import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { PageFrame } from '../components/layout/page-frame'
import { link } from '../components/ui/link.css'
import { TopBoards } from '../features/boards/components/top-boards'
import { CommentThread } from '../features/comments/components/comment-thread'
import { adjustCommentCount, postQueries } from '../features/posts/api/post-queries'
import { PostCard } from '../features/posts/components/post-card'
import { PostPageLayout } from '../features/posts/components/post-page-layout'
import { TopPosts } from '../features/posts/components/top-posts'
import { sessionKeys } from '../features/session/api/session-queries'
import { useSession } from '../features/session/use-session'
import { t } from '../i18n/en-content'
import { isApiError } from '../lib/api/errors'
import { validatePostSearch } from '../lib/search-params'
import type { TitledLoaderData } from './-components/document-title'

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

export const Route = createFileRoute('/post/$postSlug')({
  validateSearch: validatePostSearch,
  loader: async ({ context, params }): Promise<TitledLoaderData> => {
    try {
      const post = await context.queryClient.ensureQueryData(postQueries.detail(params.postSlug))
      return { pageTitle: post.title }
    } catch (error) {
      // A missing post is a page of its own (spec §2 "shows 404 text if missing"), not a failure.
      if (isNotFound(error)) return {}
      throw error
    }
  },
  staticData: { titleKey: 'page_post_title' },
  component: PostPage,
})

function PostPage() {
  const { postSlug } = Route.useParams()
  const { comment } = Route.useSearch()
  const post = useQuery(postQueries.detail(postSlug))
  const session = useSession()
  const queryClient = useQueryClient()
  const viewerId = session.user?.id ?? null
  const navigate = useNavigate()

  if (post.isError && isNotFound(post.error)) {
    return (
      <PageFrame title={t('post_not_found_title')} subtitle="404">
        <p>{t('post_not_found_text')}</p>
        <p>
          <Link to="/new" className={link({ variant: 'inline' })}>
            {t('post_not_found_back')}
          </Link>
        </p>
      </PageFrame>
    )
  }
  // Anything else goes to the route's error screen, which offers a retry.
  if (post.isError) throw post.error
  if (!post.data) return null

  return (
    <PageFrame title={post.data.title}>
      <PostPageLayout
        main={
          <PostCard
            post={post.data}
            viewerId={viewerId}
            variant="detail"
            onDeleted={() => {
              void queryClient.invalidateQueries({ queryKey: sessionKeys.profile() })
              // The post is gone: leave its page for the newest posts.
              void navigate({ to: '/new', replace: true })
            }}
            renderThread={(shown) => (
              <CommentThread
                postSlug={shown.slug}
                postId={shown.id}
                viewerId={viewerId}
                highlightCommentId={comment}
                onCountChange={(delta) => adjustCommentCount(queryClient, shown.id, delta)}
              />
            )}
          />
        }
        aside={
          <>
            <TopBoards />
            <TopPosts exceptId={post.data.id} />
          </>
        }
      />
    </PageFrame>
  )
}
