import { cx } from '#components/ui/class-names'
import { Icon } from '#components/ui/icon'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/en-comments'
import { useAlertActions } from '#lib/alerts'
import type { Comment, VoteCategory } from '../api/comment-queries'
import { useVoteOnComment } from '../api/use-comment-mutations'
import * as styles from './comment-thread.css'

export interface CommentVotesProps {
  postSlug: string
  comment: Comment
  isMember: boolean
  onVisitorAction: () => void
}

/**
 * Up and down votes as two toggle buttons (aria-pressed): the count is the visible label, and
 * the accessible name says what, whose and how many ("Upvote comment by filmfan (3)").
 */
export function CommentVotes({ postSlug, comment, isMember, onVisitorAction }: CommentVotesProps) {
  const vote = useVoteOnComment(postSlug, comment.id)
  const { push } = useAlertActions()
  const { votes } = comment
  const name = comment.created_by_ref

  function cast(category: VoteCategory) {
    if (!isMember) {
      onVisitorAction()
      return
    }
    vote.mutate(category, {
      onError: () => push({ message: t('vote_error'), status: 'warning' }),
    })
  }

  return (
    <div className={styles.votes}>
      <NativeButton
        variant="ghost"
        size="sm"
        className={cx(styles.vote, styles.upvote)}
        aria-pressed={votes.has_upvoted}
        aria-label={t(votes.upvotes === 1 ? 'comment_upvote_label_one' : 'comment_upvote_label', {
          name,
          count: votes.upvotes,
        })}
        onClick={() => cast('Upvote')}
      >
        <Icon name="arrow-up" size={16} />
        {votes.upvotes}
      </NativeButton>
      <NativeButton
        variant="ghost"
        size="sm"
        className={cx(styles.vote, styles.downvote)}
        aria-pressed={votes.has_downvoted}
        aria-label={t(
          votes.downvotes === 1 ? 'comment_downvote_label_one' : 'comment_downvote_label',
          { name, count: votes.downvotes },
        )}
        onClick={() => cast('Downvote')}
      >
        <Icon name="arrow-down" size={16} />
        {votes.downvotes}
      </NativeButton>
    </div>
  )
}
