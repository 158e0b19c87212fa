import { useId, useRef, useState, type RefObject } from 'react'
import { Avatar } from '#components/ui/avatar'
import { ConfirmOnDemand } from '#components/ui/confirm-on-demand'
import { Icon } from '#components/ui/icon'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/en-comments'
import { useAlertActions } from '#lib/alerts'
import type { Comment } from '../api/comment-queries'
import { useDeleteComment, useUpdateComment } from '../api/use-comment-mutations'
import { closeBox } from '../lib/close-box'
import { CommentBox } from './comment-box'
import { CommentVotes } from './comment-votes'
import type { ThreadActions } from './thread-actions'
import * as styles from './comment-thread.css'

export interface CommentItemProps {
  comment: Comment
  thread: ThreadActions
  /** The comment a reply quotes (`show_as_quote`: a reply to a reply, shown one level deep). */
  quoted?: Comment
  /** Replies that go with this comment when it is deleted (its own replies, or nested ones). */
  removedWith: number
  /** The Reply button, for the reply box to give focus back to when it closes. */
  replyButtonRef?: RefObject<HTMLButtonElement | null>
}

/** One comment or reply: who, when, what, and what the reader may do with it. */
export function CommentItem({
  comment,
  thread,
  quoted,
  removedWith,
  replyButtonRef,
}: CommentItemProps) {
  const { postSlug, postId, viewerId, highlightCommentId } = thread
  const isMember = viewerId !== null
  const isOwn = isMember && comment.created_by === viewerId
  const isReply = comment.parent_comment !== null
  const isHighlighted = comment.id === highlightCommentId
  const name = comment.created_by_ref
  const nameId = useId()

  // null: not editing. A failed save reopens the box with the words that failed.
  const [editDraft, setEditDraft] = useState<string | null>(null)
  const [pendingBody, setPendingBody] = useState<string | null>(null)
  const [isConfirmingDelete, setConfirmingDelete] = useState(false)
  const update = useUpdateComment(postSlug)
  const remove = useDeleteComment(postSlug)
  const { push } = useAlertActions()
  const editButtonRef = useRef<HTMLButtonElement>(null)

  /** Cancel or Escape: the comment stays as it was, and focus goes back to the Edit button. */
  function cancelEdit() {
    closeBox(() => setEditDraft(null), editButtonRef)
  }

  /**
   * The edit box closes on confirm; on failure it reopens with a warning
   * (docs/behaviour.md#comments).
   */
  async function saveEdit(body: string) {
    setEditDraft(null)
    setPendingBody(body)
    try {
      await update.mutateAsync({
        id: comment.id,
        post: postId,
        parent_comment: comment.parent_comment,
        body,
        status: 'A',
      })
      push({ message: t('comment_updated'), status: 'success' })
    } catch {
      push({ message: t('comment_updated_error'), status: 'warning' })
      setEditDraft(body)
    } finally {
      // The Edit button is disabled while the change is on its way, so focus (lost with the box)
      // goes back to it only now; a failure's reopened box has taken it already.
      closeBox(() => setPendingBody(null), editButtonRef)
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(comment.id)
    } catch (error) {
      push({ message: t('comment_deleted_error'), status: 'warning' })
      // The confirmation comes back, saying so, for another try.
      throw error
    }
    push({ message: t('comment_deleted'), status: 'success' })
    thread.onDeleted(1 + removedWith)
  }

  return (
    <article
      className={styles.comment}
      aria-label={t(isReply ? 'comment_reply_article_label' : 'comment_article_label', { name })}
      data-comment-id={comment.id}
      data-highlighted={isHighlighted || undefined}
      // The linked comment takes focus after the scroll (docs/behaviour.md#posts-and-feeds), so
      // keyboard and screen reader users start where the link pointed.
      tabIndex={isHighlighted ? -1 : undefined}
    >
      <header className={styles.header}>
        {/* The name is printed beside the picture: an empty alt keeps it from being read twice. */}
        <Avatar src={comment.created_by_pic} alt="" size="sm" />
        <div className={styles.who}>
          <span className={styles.authorLine}>
            <span id={nameId} className={styles.author}>
              {name}
            </span>
            <time className={styles.meta} dateTime={comment.created_date_iso}>
              {comment.created_date}
            </time>
            {isHighlighted && <span className={styles.linked}>{t('comment_linked')}</span>}
          </span>
          {comment.created_by_tagline !== '' && (
            <span className={styles.meta}>{comment.created_by_tagline}</span>
          )}
        </div>
      </header>

      {comment.show_as_quote && quoted && (
        <blockquote className={styles.quote}>
          <span className={styles.author}>
            {t('comment_in_reply_to', { name: quoted.created_by_ref })}
          </span>
          {'\n'}
          {quoted.body}
        </blockquote>
      )}

      {editDraft === null ? (
        <p className={styles.body} aria-busy={pendingBody !== null || undefined}>
          {pendingBody ?? comment.body}
        </p>
      ) : (
        <CommentBox
          label={t('comment_edit_label')}
          defaultValue={editDraft}
          submitLabel={t('comment_edit_save')}
          focusOnMount
          onSubmit={saveEdit}
          onCancel={cancelEdit}
        />
      )}

      <div className={styles.actions}>
        <CommentVotes
          postSlug={postSlug}
          comment={comment}
          isMember={isMember}
          onVisitorAction={() => thread.warnVisitor('if_you_want_to_vote')}
        />
        {!isReply && (
          <NativeButton
            ref={replyButtonRef}
            variant="ghost"
            size="sm"
            aria-label={t('comment_reply_to', { name })}
            aria-expanded={isMember ? thread.replyingTo === comment.id : undefined}
            onClick={() => thread.toggleReply(comment.id)}
          >
            <Icon name="comment" size={16} />
            {t('comment_reply')}
          </NativeButton>
        )}
        {isOwn && editDraft === null && (
          <NativeButton
            ref={editButtonRef}
            variant="ghost"
            size="sm"
            aria-label={t('comment_edit_label')}
            disabled={pendingBody !== null}
            onClick={() => setEditDraft(comment.body)}
          >
            <Icon name="edit" size={16} />
            {t('comment_edit')}
          </NativeButton>
        )}
        {isOwn && (
          <NativeButton
            variant="ghost"
            size="sm"
            aria-label={t('comment_delete_label')}
            onClick={() => setConfirmingDelete(true)}
          >
            <Icon name="trash" size={16} />
            {t('ui_delete')}
          </NativeButton>
        )}
      </div>

      {isOwn && (
        <ConfirmOnDemand
          isOpen={isConfirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t('comment_delete_title')}
          tone="danger"
          confirmLabel={t('ui_delete')}
          onConfirm={confirmDelete}
          failureMessage={t('comment_deleted_error')}
        >
          {removedWith > 0
            ? t('comment_delete_text_with_replies', { count: removedWith })
            : t('comment_delete_text')}
        </ConfirmOnDemand>
      )}
    </article>
  )
}
