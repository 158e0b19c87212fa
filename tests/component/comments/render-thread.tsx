import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { onTestFinished, vi } from 'vitest'
import { db } from '#mocks/node'
import type { CommentRow } from '#mocks/db/types'
import { createQueryClient } from '#app/query-client'
import { AlertRegion } from '#components/ui/alert-region'
import {
  CommentThread,
  type CommentThreadProps,
} from '#features/comments/components/comment-thread'

/*
 * No route shows the thread yet, so this renders it alone with the app's real providers: the
 * app's QueryClient (its retry policy, without the wait between tries), a fresh jotai store,
 * the alert region the shell mounts, and the Node mock backend answering every call (call
 * `setupMockBackend()` in the test file). The thread uses no router links, so no router.
 */

export type ThreadProps = Omit<CommentThreadProps, 'onCountChange'>

export function renderThread(props: ThreadProps) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  })
  const store = createStore()
  const onCountChange = vi.fn<(delta: number) => void>()
  const user = userEvent.setup()
  onTestFinished(() => queryClient.clear())

  /** The post card's expand/collapse: the thread mounts and unmounts with it. */
  const ui = (expanded: boolean) => (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        {expanded && <CommentThread {...props} onCountChange={onCountChange} />}
        <AlertRegion />
      </JotaiProvider>
    </QueryClientProvider>
  )
  const result = render(ui(true))
  return {
    ...result,
    queryClient,
    store,
    user,
    onCountChange,
    /** Collapses (false) or expands (true) the thread, as the comment count button would. */
    setExpanded: (expanded: boolean) => result.rerender(ui(expanded)),
  }
}

function profileId(username: string): number {
  const profile = db().profiles.find((p) => p.username === username)
  if (!profile) throw new Error(`no profile ${username}`)
  return profile.id
}

let clock = 0

/** Adds a comment to the mock db, each newer than the last one added (the list is newest first). */
export function addComment(
  overrides: Partial<CommentRow> & Pick<CommentRow, 'post_id'>,
): CommentRow {
  const state = db()
  const id = state.nextId.comments ?? 1
  state.nextId.comments = id + 1
  clock += 1
  const row: CommentRow = {
    id,
    parent_comment: null,
    body: `Comment ${id}`,
    status: 'A',
    created_by: profileId('critic'),
    created_date: new Date(Date.UTC(2030, 0, 1, 0, 0, clock)).toISOString(),
    updated_date: null,
    show_as_quote: false,
    upvoter_ids: [],
    downvoter_ids: [],
    ...overrides,
  }
  state.comments.push(row)
  return row
}

/**
 * A post whose thread is known exactly: the seed's comments on it are removed, then
 * - `theirs`, by critic (oldest), with one reply by filmfan (`theirReply`);
 * - `mine`, by filmfan (newest), with two replies by critic (`myReplies`).
 */
export function arrangeThread() {
  const state = db()
  const post = state.posts[0]
  if (!post) throw new Error('no post in the seed')
  state.comments = state.comments.filter((c) => c.post_id !== post.id)
  const filmfan = profileId('filmfan')
  const critic = profileId('critic')
  const others = state.profiles.filter((p) => p.id !== filmfan && p.id !== critic).map((p) => p.id)
  const theirs = addComment({
    post_id: post.id,
    created_by: critic,
    body: 'The ending still gets me.\nEvery single time.',
    upvoter_ids: others.slice(0, 3),
    downvoter_ids: others.slice(3, 4),
  })
  const theirReply = addComment({
    post_id: post.id,
    parent_comment: theirs.id,
    created_by: filmfan,
    body: 'Same here, the score does it.',
  })
  const mine = addComment({ post_id: post.id, created_by: filmfan, body: 'My first take.' })
  const myReplies = [
    addComment({ post_id: post.id, parent_comment: mine.id, body: 'Fair point.' }),
    addComment({ post_id: post.id, parent_comment: mine.id, body: 'Not so sure.' }),
  ]
  return { post, filmfan, critic, theirs, theirReply, mine, myReplies }
}
