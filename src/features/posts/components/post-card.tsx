import { memo, Suspense, useId, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { PAGE_TITLE_ID } from '#components/layout/page-frame'
import { Avatar } from '#components/ui/avatar'
import { Card } from '#components/ui/card'
import { ConfirmOnDemand } from '#components/ui/confirm-on-demand'
import { ListPicture, useLeadText } from '#components/ui/deferred-picture'
import { Icon } from '#components/ui/icon'
import { NativeButton } from '#components/ui/native-button'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { t } from '#i18n/en-content'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { onDemand } from '#lib/on-demand'
import { safeUrl } from '#lib/safe-url'
import type { Post } from '../api/post-queries'
import { useDeletePost } from '../api/use-edit-post'
import { useVoteOnPost } from '../api/use-vote-on-post'
import { bodyPreview, BODY_PREVIEW_STEP } from '../lib/body-preview'
import * as styles from './post-card.css'

// The card's dialogs (and the modal code under them) load when one is first opened, not with
// every feed (issue 10: overlays that are not on screen never delay the page).
const PostEditDialog = onDemand(() =>
  import('./post-edit-dialog').then((module) => module.PostEditDialog),
)
const ShareDialog = onDemand(() => import('./share-dialog').then((module) => module.ShareDialog))

export interface PostCardProps {
  post: Post
  /** The signed-in member's profile id, or null for a visitor (who may read, not act). */
  viewerId: number | null
  /** h2 in a feed; h3 where the page already has section headings. */
  headingLevel?: 2 | 3
  /**
   * The comment thread, shown under the card while the comment count is toggled open. A slot, so
   * the comments feature stays independent (routes compose the two).
   */
  renderThread?: (post: Post) => ReactNode
  /**
   * `detail` is the post's own page: the page's h1 already shows the title, the body is whole,
   * the picture loads at once and the thread starts open.
   */
  variant?: 'feed' | 'detail'
  /** After the author deleted the post (the post page leaves; lists already dropped it). */
  onDeleted?: (post: Post) => void
}

function commentsText(count: number): string {
  return count === 1 ? t('post_card_comments_one') : t('post_card_comments', { count })
}

/**
 * A post in a feed (docs/behaviour.md#posts-and-feeds): author, boards, date, title (its page opens
 * in a new tab), the body cut at 300 characters with "Read more", the image, and the vote, comments
 * and share actions. Everything from data is rendered as text; addresses go through the allow-list.
 */
function PostCardView({
  post,
  viewerId,
  headingLevel = 2,
  renderThread,
  variant = 'feed',
  onDeleted,
}: PostCardProps) {
  const isDetail = variant === 'detail'
  const [visibleChars, setVisibleChars] = useState(BODY_PREVIEW_STEP)
  const bodyRef = useRef<HTMLParagraphElement>(null)
  const leadTextRef = useLeadText<HTMLParagraphElement>(isDetail)
  const [isThreadOpen, setThreadOpen] = useState(isDetail)
  const [isShareOpen, setShareOpen] = useState(false)
  const [isEditOpen, setEditOpen] = useState(false)
  const [hasEdited, setHasEdited] = useState(false)
  const [isDeleteOpen, setDeleteOpen] = useState(false)
  const remove = useDeletePost()
  // Only the author edits or deletes (creator id equals profile id,
  // docs/behaviour.md#visitors-and-members).
  const isAuthor = viewerId !== null && viewerId === post.created_by
  const vote = useVoteOnPost()
  const { push } = useAlertActions()
  const titleId = useId()
  const threadId = useId()
  const preview = isDetail
    ? { text: post.body.trim(), isCut: false }
    : bodyPreview(post.body, visibleChars)
  const image = safeUrl(post.image)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  function upvote() {
    if (viewerId === null) {
      push({
        message: t('if_you_want_to_vote'),
        status: 'warning',
        timeout: ALERT_TIMEOUT.loginWarning,
      })
      return
    }
    // One vote at a time per card: a double click must not send a vote and its withdrawal.
    if (vote.isPending) return
    vote.mutate(post, {
      onError: () => push({ message: t('vote_error'), status: 'warning' }),
    })
  }

  function openEditor() {
    setHasEdited(true)
    setEditOpen(true)
  }

  async function deletePost() {
    try {
      await remove.mutateAsync(post)
    } catch (error) {
      push({ message: t('post_deleted_error'), status: 'warning' })
      // The confirmation comes back, saying so, for another try.
      throw error
    }
    push({ message: t('post_deleted'), status: 'success' })
    onDeleted?.(post)
  }

  return (
    <Card
      as="article"
      padding="none"
      className={styles.card}
      aria-labelledby={isDetail ? PAGE_TITLE_ID : titleId}
    >
      <header className={styles.header}>
        <Avatar src={post.created_by_pic} alt="" size="sm" />
        <div className={styles.byline}>
          <p className={styles.author}>
            <VisuallyHidden>{t('post_card_by', { author: '' })}</VisuallyHidden>
            {post.created_by_ref}
            {post.group && (
              <span className={styles.group}>
                {' '}
                {t('post_card_in_group_prefix')}{' '}
                {/* Posts name their group by id and name only; /group/id/{id} finds its page. */}
                <Link
                  to="/group/id/$groupId"
                  params={{ groupId: String(post.group[0]) }}
                  className={styles.groupLink}
                >
                  {post.group[1]}
                </Link>
              </span>
            )}
          </p>
          <p className={styles.meta}>
            {post.created_by_tagline && (
              <span className={styles.tagline}>{post.created_by_tagline}</span>
            )}
            <time dateTime={post.created_date_iso}>{post.created_date}</time>
            {post.updated_date && <span> · {t('post_card_edited')}</span>}
          </p>
        </div>
        {post.type === 'question' && (
          <span className={styles.kind}>
            <Icon name="help" size={14} />
            {t('post_card_question')}
          </span>
        )}
      </header>

      <div className={styles.content}>
        {post.boards.length > 0 && (
          <ul className={styles.boards} aria-label={t('post_card_boards')}>
            {post.boards.map((board) => (
              <li key={board.id}>
                <Link
                  to="/board/$boardSlug"
                  params={{ boardSlug: board.slug }}
                  className={styles.board}
                >
                  {board.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {!isDetail && (
          <Heading id={titleId} className={styles.title}>
            {/* The title opens the post's page in a new tab (docs/behaviour.md#posts-and-feeds) */}
            <Link
              to="/post/$postSlug"
              params={{ postSlug: post.slug }}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.titleLink}
            >
              {post.title}
              <VisuallyHidden> {t('ui_opens_in_new_tab')}</VisuallyHidden>
            </Link>
          </Heading>
        )}
        {preview.text !== '' && (
          // On its own page the body is whole (no "Read more" to move focus to it) and is the text
          // the page is judged by: avatars near the screen wait until it is painted.
          <p className={styles.body} ref={isDetail ? leadTextRef : bodyRef} tabIndex={-1}>
            {preview.text}
            {preview.isCut && '…'}
          </p>
        )}
        {preview.isCut && (
          <button
            type="button"
            className={styles.readMore}
            onClick={() => {
              const chars = visibleChars + BODY_PREVIEW_STEP
              setVisibleChars(chars)
              // The last "Read more" goes with the cut: focus moves to the text it revealed.
              if (!bodyPreview(post.body, chars).isCut)
                requestAnimationFrame(() => bodyRef.current?.focus())
            }}
          >
            {t('post_card_read_more')}
          </button>
        )}
      </div>

      {image && (
        <div className={styles.media}>
          <PostPicture
            src={image}
            alt={t('post_card_image_alt', { title: post.title })}
            isDetail={isDetail}
          />
        </div>
      )}

      <footer className={styles.actions}>
        <NativeButton
          variant="ghost"
          size="sm"
          className={styles.vote}
          aria-pressed={post.votes.has_upvoted}
          aria-label={t(
            post.votes.upvotes === 1 ? 'post_card_upvote_label_one' : 'post_card_upvote_label',
            { title: post.title, count: post.votes.upvotes },
          )}
          onClick={upvote}
        >
          <Icon name="arrow-up" size={18} />
          <span aria-hidden="true">{post.votes.upvotes}</span>
        </NativeButton>
        <NativeButton
          variant="ghost"
          size="sm"
          aria-expanded={renderThread ? isThreadOpen : undefined}
          aria-controls={renderThread && isThreadOpen ? threadId : undefined}
          aria-label={t('post_card_comments_label', {
            title: post.title,
            comments: commentsText(post.num_comments),
          })}
          onClick={() => setThreadOpen((open) => !open)}
          disabled={!renderThread}
        >
          <Icon name="comment" size={18} />
          <span aria-hidden="true">{commentsText(post.num_comments)}</span>
        </NativeButton>
        <NativeButton
          variant="ghost"
          size="sm"
          aria-label={t('post_card_share_label', { title: post.title })}
          onClick={() => setShareOpen(true)}
        >
          <Icon name="share" size={18} />
          <span aria-hidden="true">{t('post_card_share')}</span>
        </NativeButton>
        {isAuthor && (
          <span className={styles.ownerActions}>
            <NativeButton
              variant="ghost"
              size="sm"
              aria-label={t('post_edit_label', { title: post.title })}
              onClick={openEditor}
            >
              <Icon name="edit" size={16} />
              <span aria-hidden="true">{t('post_edit')}</span>
            </NativeButton>
            <NativeButton
              variant="ghost"
              size="sm"
              aria-label={t('post_delete_label', { title: post.title })}
              onClick={() => setDeleteOpen(true)}
            >
              <Icon name="trash" size={16} />
              <span aria-hidden="true">{t('post_delete')}</span>
            </NativeButton>
          </span>
        )}
      </footer>

      {renderThread && isThreadOpen && (
        <div id={threadId} className={styles.thread}>
          {renderThread(post)}
        </div>
      )}
      <Suspense fallback={null}>
        {isAuthor && hasEdited && (
          <PostEditDialog post={post} isOpen={isEditOpen} onOpenChange={setEditOpen} />
        )}
        {isAuthor && (
          <ConfirmOnDemand
            isOpen={isDeleteOpen}
            onOpenChange={setDeleteOpen}
            title={t('post_delete_title')}
            tone="danger"
            confirmLabel={t('post_delete_confirm')}
            onConfirm={deletePost}
            failureMessage={t('post_deleted_error')}
          >
            {t('post_delete_text', { title: post.title })}
          </ConfirmOnDemand>
        )}
        {isShareOpen && (
          <ShareDialog post={post} isOpen={isShareOpen} onOpenChange={setShareOpen} />
        )}
      </Suspense>
    </Card>
  )
}

/**
 * Memoised: a feed can hold a thousand cards (issue 10, scale), and a vote or a new page changes
 * one post or adds twelve; the other cards keep their props (the cache keeps unchanged posts'
 * identity) and are not rendered again.
 */
export const PostCard = memo(PostCardView)

/**
 * A post's picture: on its own page the main picture, asked for at once; in a list, asked for
 * when it comes near the screen.
 */
function PostPicture({ src, alt, isDetail }: { src: string; alt: string; isDetail: boolean }) {
  return (
    <ListPicture
      isLead={isDetail}
      src={src}
      alt={alt}
      width={640}
      height={360}
      decoding="async"
      className={styles.image}
    />
  )
}
