import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { NotFoundPage } from '#components/layout/not-found-page'
import { PageFrame } from '#components/layout/page-frame'
import { openingOverlay } from '#components/layout/preload'
import { NativeButton } from '#components/ui/native-button'
import { Icon } from '#components/ui/icon'
import { Link } from '#components/ui/link'
import { boardQueries, isBoardSaved } from '#features/boards/api/board-queries'
import { BoardHero } from '#features/boards/components/board-hero'
import { BoardPostSection } from '#features/boards/components/board-post-section'
import { BoardSaveButton } from '#features/boards/components/board-save-button'
import { postQueries } from '#features/posts/api/post-queries'
import { openComposerAtom } from '#features/posts/atoms'
import { PostFeed } from '#features/posts/components/post-feed'
import { usePatchSessionProfile } from '#features/session/api/use-session-profile'
import { useLoginGate } from '#features/session/use-login-gate'
import { useSession } from '#features/session/use-session'
import { t } from '#i18n/en-content'
import type { TitledLoaderData } from './-components/document-title'
import { orNotFound } from './-components/or-not-found'
import { useFeedThread } from './-components/feed-thread'

export const Route = createFileRoute('/board/$boardSlug')({
  loader: async ({ context, params }): Promise<TitledLoaderData> => {
    const slug = params.boardSlug
    // The posts start loading with the header rather than after it; a failure there is the
    // list's own to show (with its retry), not the page's.
    void context.queryClient.prefetchInfiniteQuery(postQueries.byBoard(slug))
    // A missing board is a page of its own, like a missing post, not a failure.
    const board = await orNotFound(context.queryClient.ensureQueryData(boardQueries.detail(slug)))
    return { pageTitle: board.name }
  },
  staticData: { titleKey: 'page_board_title' },
  component: BoardPage,
  notFoundComponent: BoardNotFound,
})

function BoardPage() {
  const { boardSlug } = Route.useParams()
  const { data: board } = useSuspenseQuery(boardQueries.detail(boardSlug))
  const session = useSession()
  const openComposer = useSetAtom(openComposerAtom)
  const gate = useLoginGate()
  // The save answer carries the member's saved boards: the profile shows them (and `isSaved`
  // is read from them).
  const patchSessionProfile = usePatchSessionProfile()
  const viewerId = session.user?.id ?? null
  const renderThread = useFeedThread(viewerId)

  const postButton = (
    <NativeButton
      variant="secondary"
      {...openingOverlay('composer')}
      onClick={() =>
        // "Post in this board": the new post is filed in this board (docs/behaviour.md#boards).
        gate(t('if_you_want_to_create_post'), () =>
          openComposer({ kind: 'post', board: { id: board.id, name: board.name } }),
        )
      }
    >
      <Icon name="plus" size={18} />
      {t('board_post_in')}
    </NativeButton>
  )

  return (
    <PageFrame title={board.name}>
      <BoardHero
        board={board}
        // Nothing account-related while the session loads: no wrong button flashes.
        actions={
          session.isLoading ? undefined : (
            <>
              <BoardSaveButton
                boardId={board.id}
                isSaved={isBoardSaved(session.user?.saved_boards, board.id)}
                isMember={session.isAuthenticated}
                onSavedBoardsChange={(savedBoards) =>
                  patchSessionProfile({ saved_boards: savedBoards })
                }
              />
              {postButton}
            </>
          )
        }
      />
      <BoardPostSection>
        {(titleId) => (
          <PostFeed
            source={postQueries.byBoard(boardSlug)}
            layout="masonry"
            labelledBy={titleId}
            headingLevel={3}
            viewerId={viewerId}
            renderThread={renderThread}
            emptyTitle={t('board_posts_empty_title')}
            emptyText={t('board_posts_empty_text')}
            emptyAction={session.isLoading ? undefined : postButton}
          />
        )}
      </BoardPostSection>
    </PageFrame>
  )
}

function BoardNotFound() {
  return (
    <NotFoundPage
      title={t('board_not_found_title')}
      text={t('board_not_found_text')}
      back={
        <Link to="/boards" variant="inline">
          {t('board_not_found_back')}
        </Link>
      }
    />
  )
}
