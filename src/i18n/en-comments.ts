/**
 * The English text of a post's comments: the thread, the comment box, votes, edits and deletes
 * (src/features/comments, docs/behaviour.md#comments). It travels in the `comments` chunk with
 * their code: on the post page's first load, and in lists of posts once a thread opens, so the
 * feeds' first load does not carry it (issue 10). Comment code imports `t` from here, which reads
 * core + content + these keys, then the FR and IT fallbacks.
 */
import { enContent } from './en-content'
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enComments = {
  // ── Comments ───────────────────────────────────────────────────────────────────────────────
  comment_error: 'I had an issue posting your comment, please try again.',
  comment_success: 'Comment posted!',
  comment_updated: 'Comment updated!',
  comment_updated_error: 'I had an issue updating your comment, please try again.',
  comment_deleted: 'Comment deleted.',
  comment_deleted_error: 'I had an issue deleting your comment, please try again.',
  missing_body_comment: 'Please add some content to your comment!',

  // ── Comment thread (src/features/comments, docs/behaviour.md#comments) ─────────────────────
  comments_list_label: 'Comments',
  comments_replies_label: 'Replies to {name}',
  comments_empty: 'No comments yet — start the conversation',
  comments_load_error: 'I had an issue loading the comments, please try again.',
  comments_load_more: 'Load more comments',
  comments_load_more_error: 'I had an issue loading more comments, please try again.',
  comments_retry: 'Retry',
  comment_article_label: 'Comment by {name}',
  comment_reply_article_label: 'Reply by {name}',
  comment_box_label: 'Write a comment',
  comment_box_placeholder: 'What did you think? Share your take…',
  comment_submit: 'Comment',
  comment_visitor_prompt: 'Write a comment…',
  comment_visitor_hint: 'Log in to join the conversation.',
  comment_reply: 'Reply',
  comment_reply_to: 'Reply to {name}',
  comment_reply_box_label: 'Your reply to {name}',
  comment_in_reply_to: 'In reply to {name}',
  comment_edit: 'Edit',
  comment_edit_label: 'Edit your comment',
  comment_edit_save: 'Save',
  comment_delete_label: 'Delete your comment',
  comment_delete_title: 'Delete this comment?',
  comment_delete_text: 'Your comment will be removed for everyone. This cannot be undone.',
  comment_delete_text_with_replies:
    'Your comment and its {count} replies will be removed for everyone. This cannot be undone.',
  comment_upvote_label: '{count} upvotes, upvote comment by {name}',
  comment_upvote_label_one: '1 upvote, upvote comment by {name}',
  comment_downvote_label: '{count} downvotes, downvote comment by {name}',
  comment_downvote_label_one: '1 downvote, downvote comment by {name}',
  comment_linked: 'Linked comment',

  // ── Not logged in (visitor actions, docs/behaviour.md#visitors-and-members) ────────────────
  if_you_want_to_comment: 'If you want to comment, please log in',
  if_you_want_to_reply: 'If you want to reply, please log in',
} as const

/** Every key this code may look up: core, content and these. */
export type TextKey = CoreTextKey | keyof typeof enContent | keyof typeof enComments

const text = createAreaText({ ...enContent, ...enComments })

/** Looks a text up by key (these, content or core); any other key is a type error. */
export const t = text.t

/** A text by a key known only at run time (see `Text.textFor` in ./index). */
export const textFor = text.textFor
