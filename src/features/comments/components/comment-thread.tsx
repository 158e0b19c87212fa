import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type JSX,
  type RefObject,
} from 'react'
import { useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query'
import { NativeButton } from '#components/ui/native-button'
import { FormMessage } from '#components/ui/form-message'
import { Icon } from '#components/ui/icon'
import { Loader, Skeleton } from '#components/ui/loader'
import { t } from '#i18n/en-comments'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { commentQueries, type Comment } from '../api/comment-queries'
import { useCreateComment } from '../api/use-comment-mutations'
import { uniqueById } from '#lib/paging'
import { closeBox, focusIfLost } from '../lib/close-box'
import { type CommentPages } from '../lib/comment-cache'
import { CommentBox } from './comment-box'
import { CommentItem } from './comment-item'
import type { ThreadActions, VisitorWarning } from './thread-actions'
import * as styles from './comment-thread.css'

export interface CommentThreadProps {
  postSlug: string
  postId: number
  /** The signed-in member's profile id, or null for a visitor (visitors read; acting warns). */
  viewerId: number | null
  /** ?comment=<id> on the post page: open the thread on that comment and highlight it. */
  highlightCommentId?: number
  /** +1 on a new comment or reply; -(1 + its replies) on a delete, so the post's count follows. */
  onCountChange?: (delta: number) => void
}

/**
 * The page scrolls to a highlighted comment 1000 ms after it is shown
 * (docs/behaviour.md#posts-and-feeds).
 */
export const HIGHLIGHT_SCROLL_DELAY_MS = 1000

/**
 * A post's comment thread (docs/behaviour.md#comments): the box to comment, the
 * comments newest first with their replies one level deep, votes, replies, and edit and delete
 * for the member's own. Mounting it loads page 1; unmounting it (the post card collapsing the
 * thread) throws away open reply boxes and their drafts, which is why that state lives here and
 * not in an atom that would outlive the thread.
 */
export function CommentThread({
  postSlug,
  postId,
  viewerId,
  highlightCommentId,
  onCountChange,
}: CommentThreadProps): JSX.Element {
  const query = useInfiniteQuery(commentQueries.list(postSlug, highlightCommentId))
  const comments = useMemo(() => uniqueById(query.data), [query.data])
  const [replyingTo, setReplyingTo] = useState<number | null>(null)
  const create = useCreateComment(postSlug)
  const { push } = useAlertActions()
  const listRef = useRef<HTMLOListElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const isMember = viewerId !== null

  const warnVisitor = useCallback(
    (key: VisitorWarning) =>
      push({ message: t(key), status: 'warning', timeout: ALERT_TIMEOUT.loginWarning }),
    [push],
  )

  const countChange = useRef(onCountChange)
  useEffect(() => {
    countChange.current = onCountChange
  }, [onCountChange])

  const thread: ThreadActions = useMemo(
    () => ({
      postSlug,
      postId,
      viewerId,
      highlightCommentId,
      replyingTo,
      toggleReply: (commentId) => {
        if (viewerId === null) {
          warnVisitor('if_you_want_to_reply')
          return
        }
        setReplyingTo((open) => (open === commentId ? null : commentId))
      },
      closeReply: (commentId) => setReplyingTo((open) => (open === commentId ? null : open)),
      warnVisitor,
      onDeleted: (removed) => {
        countChange.current?.(-removed)
        // The deleted comment's buttons are gone; keep focus in the thread, not on <body>.
        listRef.current?.focus()
      },
    }),
    [postSlug, postId, viewerId, highlightCommentId, replyingTo, warnVisitor],
  )

  /** Creates a comment (parent null) or a reply; rejects so the box gives the words back. */
  const post = useCallback(
    async (parentComment: number | null, body: string) => {
      if (body.trim() === '') {
        push({ message: t('missing_body_comment'), status: 'warning' })
        throw new Error('blank comment')
      }
      try {
        await create.mutateAsync({
          post: postId,
          parent_comment: parentComment,
          body,
          status: 'A',
        })
      } catch (error) {
        push({ message: t('comment_error'), status: 'warning' })
        throw error
      }
      push({ message: t('comment_success'), status: 'success' })
      countChange.current?.(1)
    },
    [create, postId, push],
  )

  useScrollToHighlight(
    rootRef,
    highlightCommentId,
    highlightCommentId !== undefined &&
      comments.some(
        (c) => c.id === highlightCommentId || c.children.some((r) => r.id === highlightCommentId),
      ),
  )

  return (
    <div ref={rootRef} className={styles.thread}>
      {isMember ? (
        <CommentBox
          className={styles.composer}
          label={t('comment_box_label')}
          placeholder={t('comment_box_placeholder')}
          submitLabel={t('comment_submit')}
          onSubmit={(body) => post(null, body)}
        />
      ) : (
        // Visitors get a prompt shaped like the box rather than a box they could type into:
        // they may try and be told to log in (docs/behaviour.md#visitors-and-members), but nobody
        // should write a paragraph first only to learn it cannot be sent. Pressing it gives the 5 s
        // "please log in" warning.
        <div className={styles.visitorPrompt}>
          <NativeButton
            variant="secondary"
            className={styles.visitorButton}
            onClick={() => warnVisitor('if_you_want_to_comment')}
          >
            <Icon name="comment" size={18} />
            {t('comment_visitor_prompt')}
          </NativeButton>
          <p className={styles.hint}>{t('comment_visitor_hint')}</p>
        </div>
      )}

      <ThreadBody
        query={query}
        comments={comments}
        thread={thread}
        listRef={listRef}
        onReply={post}
      />
    </div>
  )
}

type ThreadQuery = UseInfiniteQueryResult<CommentPages>

function ThreadBody({
  query,
  comments,
  thread,
  listRef,
  onReply,
}: {
  query: ThreadQuery
  comments: Comment[]
  thread: ThreadActions
  listRef: RefObject<HTMLOListElement | null>
  onReply: (parentComment: number, body: string) => Promise<void>
}) {
  // A first page that arrives after the post renders as a deferred render React splits into 5 ms
  // slices, as a feed's does (PostFeed): rendered with the update that brought it, a page of
  // comments was one task of 21–27 ms in 3 Chromium loads of /post with the comments answered
  // 400 ms late (85–108 ms at 4x CPU slowdown), all of it blocking; with this, that task is gone.
  // A thread that mounts with its comments already in shows them at once.
  const firstPageShown = useDeferredValue(query.data !== undefined)

  if (query.isError && comments.length === 0) {
    return (
      <div className={styles.state}>
        <FormMessage tone="danger" announce>
          {t('comments_load_error')}
        </FormMessage>
        <NativeButton variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('comments_retry')}
        </NativeButton>
      </div>
    )
  }

  if (query.isPending || !firstPageShown) return <ThreadSkeleton />

  if (comments.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {t('comments_empty')}
      </p>
    )
  }

  const loadMoreFailed = query.isFetchNextPageError

  return (
    <>
      <ol ref={listRef} className={styles.list} aria-label={t('comments_list_label')} tabIndex={-1}>
        {comments.map((comment) => (
          <li key={comment.id} className={styles.listItem}>
            <TopLevelComment comment={comment} thread={thread} onReply={onReply} />
          </li>
        ))}
      </ol>
      {(query.hasNextPage || loadMoreFailed) && (
        <div className={styles.more}>
          {loadMoreFailed && (
            <FormMessage tone="danger" announce>
              {t('comments_load_more_error')}
            </FormMessage>
          )}
          <NativeButton
            variant="secondary"
            size="sm"
            isPending={query.isFetchingNextPage}
            onClick={() => {
              // A double click must not ask for the same page twice (TanStack would refetch it).
              if (!query.isFetchingNextPage) void query.fetchNextPage()
            }}
          >
            {loadMoreFailed ? t('comments_retry') : t('comments_load_more')}
          </NativeButton>
        </div>
      )}
    </>
  )
}

function TopLevelComment({
  comment,
  thread,
  onReply,
}: {
  comment: Comment
  thread: ThreadActions
  onReply: (parentComment: number, body: string) => Promise<void>
}) {
  const isReplying = thread.replyingTo === comment.id
  const name = comment.created_by_ref
  const replyButtonRef = useRef<HTMLButtonElement>(null)

  /** Cancel, Escape, or the reply is in: focus goes back to the Reply button. */
  function closeReplyBox() {
    closeBox(() => thread.closeReply(comment.id), replyButtonRef)
  }

  return (
    <>
      <CommentItem
        comment={comment}
        thread={thread}
        removedWith={comment.children.length}
        replyButtonRef={replyButtonRef}
      />
      {isReplying && (
        <CommentBox
          className={styles.replyBox}
          label={t('comment_reply_box_label', { name })}
          submitLabel={t('comment_reply')}
          focusOnMount
          onSubmit={async (body) => {
            await onReply(comment.id, body)
            closeReplyBox()
          }}
          onCancel={closeReplyBox}
        />
      )}
      {comment.children.length > 0 && (
        <ol className={styles.replies} aria-label={t('comments_replies_label', { name })}>
          {comment.children.map((reply) => (
            <li key={reply.id} className={styles.listItem}>
              <CommentItem
                comment={reply}
                thread={thread}
                quoted={
                  reply.show_as_quote
                    ? comment.children.find((other) => other.id === reply.parent_comment)
                    : undefined
                }
                removedWith={
                  comment.children.filter((other) => other.hierarchy.includes(reply.id)).length
                }
              />
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

/** Placeholders in the shape of comments, under one status that says what is loading. */
function ThreadSkeleton() {
  return (
    <div className={styles.state} aria-busy="true">
      <Loader size="sm" label={t('comments_loading')} />
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow} style={{ width: '100%' }}>
          <Skeleton shape="circle" width={32} height={32} />
          <span className={styles.skeletonLines}>
            <Skeleton shape="text" width="30%" />
            <Skeleton shape="text" width="90%" />
            <Skeleton shape="text" width="60%" />
          </span>
        </div>
      ))}
    </div>
  )
}

/**
 * Once the highlighted comment is on screen, scroll to it after 1000 ms and move focus there,
 * unless the reader has already put focus somewhere themselves (docs/behaviour.md#posts-and-feeds).
 */
function useScrollToHighlight(
  rootRef: RefObject<HTMLDivElement | null>,
  highlightCommentId: number | undefined,
  isShown: boolean,
) {
  useEffect(() => {
    if (highlightCommentId === undefined || !isShown) return
    const timer = setTimeout(() => {
      const target = rootRef.current?.querySelector<HTMLElement>(
        `[data-comment-id="${highlightCommentId}"]`,
      )
      if (!target) return
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' })
      focusIfLost(target, { preventScroll: true })
    }, HIGHLIGHT_SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [rootRef, highlightCommentId, isShown])
}
