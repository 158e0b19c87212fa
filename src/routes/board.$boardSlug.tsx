import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { PageFrame } from '../components/layout/page-frame'
import { Button } from '../components/ui/button'
import { Icon } from '../components/ui/icon'
import { link } from '../components/ui/link.css'
import {
  boardQueries,
  isBoardSaved,
  type BoardPost,
  type SavedBoard,
} from '../features/boards/api/board-queries'
import { BoardHero } from '../features/boards/components/board-hero'
import { BoardPosts } from '../features/boards/components/board-posts'
import { BoardSaveButton } from '../features/boards/components/board-save-button'
import { CommentThread } from '../features/comments/components/comment-thread'
import { adjustCommentCount } from '../features/posts/api/post-queries'
import { openComposerAtom } from '../features/posts/atoms'
import { PostCard } from '../features/posts/components/post-card'
import { sessionKeys } from '../features/session/api/session-queries'
import type { Profile } from '../features/session/lib/groups'
import { useSession } from '../features/session/use-session'
import { t } from '../i18n/en-content'
import { ALERT_TIMEOUT, useAlerts } from '../lib/alerts'
import { isApiError } from '../lib/api/errors'
import type { TitledLoaderData } from './-components/document-title'

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

export const Route = createFileRoute('/board/$boardSlug')({
  loader: async ({ context, params }): Promise<TitledLoaderData> => {
    const slug = params.boardSlug
    // The posts start loading with the header rather than after it; a failure there is the
    // list's own to show (with its retry), not the page's.
    void context.queryClient.prefetchInfiniteQuery(boardQueries.posts(slug))
    try {
      const board = await context.queryClient.ensureQueryData(boardQueries.detail(slug))
      return { pageTitle: board.name }
    } catch (error) {
      // A missing board is a page of its own, like a missing post, not a failure.
      if (isNotFound(error)) return {}
      throw error
    }
  },
  staticData: { titleKey: 'page_board_title' },
  component: BoardPage,
})

function BoardPage() {
  const { boardSlug } = Route.useParams()
  const board = useQuery(boardQueries.detail(boardSlug))
  const session = useSession()
  const queryClient = useQueryClient()
  const openComposer = useSetAtom(openComposerAtom)
  const { push } = useAlerts()
  const viewerId = session.user?.id ?? null

  // The save answer carries the member's saved boards: the profile shows them (and `isSaved`
  // is read from them), so they go straight onto the cached profile.
  const handleSavedBoards = useCallback(
    (savedBoards: SavedBoard[]) =>
      queryClient.setQueryData<Profile | null>(sessionKeys.profile(), (profile) =>
        profile ? { ...profile, saved_boards: savedBoards } : profile,
      ),
    [queryClient],
  )

  const createPost = useCallback(() => {
    if (!session.isAuthenticated) {
      push({
        message: t('if_you_want_to_create_post'),
        status: 'warning',
        timeout: ALERT_TIMEOUT.loginWarning,
      })
      return
    }
    // Spec §2 "create-post-in-board dialog": the new post is filed in this board.
    const shown = board.data
    openComposer({ kind: 'post', board: shown ? { id: shown.id, name: shown.name } : null })
  }, [board.data, openComposer, push, session.isAuthenticated])

  const renderPost = useCallback(
    (post: BoardPost) => (
      <PostCard
        post={post}
        viewerId={viewerId}
        headingLevel={3}
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

  if (board.isError && isNotFound(board.error)) {
    return (
      <PageFrame title={t('board_not_found_title')} subtitle="404">
        <p>{t('board_not_found_text')}</p>
        <p>
          <Link to="/boards" className={link({ variant: 'inline' })}>
            {t('board_not_found_back')}
          </Link>
        </p>
      </PageFrame>
    )
  }
  // Anything else goes to the route's error screen, which offers a retry.
  if (board.isError) throw board.error
  if (!board.data) return null

  const postButton = (
    <Button variant="secondary" onPress={createPost}>
      <Icon name="plus" size={18} />
      {t('board_post_in')}
    </Button>
  )

  return (
    <PageFrame title={board.data.name}>
      <BoardHero
        board={board.data}
        // Nothing account-related while the session loads: no wrong button flashes.
        actions={
          session.isLoading ? undefined : (
            <>
              <BoardSaveButton
                boardId={board.data.id}
                isSaved={isBoardSaved(session.user?.saved_boards, board.data.id)}
                isMember={session.isAuthenticated}
                onSavedBoardsChange={handleSavedBoards}
              />
              {postButton}
            </>
          )
        }
      />
      <BoardPosts
        slug={boardSlug}
        renderPost={renderPost}
        emptyAction={session.isLoading ? undefined : postButton}
      />
    </PageFrame>
  )
}
