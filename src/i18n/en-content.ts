/**
 * The English text of the community content (posts, comments, votes, boards, groups,
 * notifications, the recommender) and of the visitor warnings that ask to log in (spec §6, §8).
 * Kept out of the core catalogue (en.ts) so the first load does not carry it: content code
 * imports `t` from here, which reads core + these keys, then the FR and IT fallbacks.
 */
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enContent = {
  // ── Boards ─────────────────────────────────────────────────────────────────────────────────
  board_save_error: 'I had an issue saving this board, please try again.',
  board_saved: 'Board saved to your profile.',
  board_removed: 'Board removed from your profile.',
  must_log_in_to_save_board: 'You must log in to save a board.',

  // ── Comments ───────────────────────────────────────────────────────────────────────────────
  comment_error: 'I had an issue posting your comment, please try again.',
  comment_success: 'Comment posted!',
  comment_updated: 'Comment updated!',
  comment_updated_error: 'I had an issue updating your comment, please try again.',
  comment_deleted: 'Comment deleted.',
  comment_deleted_error: 'I had an issue deleting your comment, please try again.',
  missing_body_comment: 'Please add some content to your comment!',
  missing_id_comment: 'I could not tell which comment to delete, please try again.',

  // ── Composer (create a post or ask a question, spec §2 "Composer panel") ──────────────────
  composer_create_post_title: 'Create a post',
  composer_ask_question_title: 'Ask a question',
  composer_kind_label: 'What are you sharing?',
  composer_kind_post: 'Post',
  composer_kind_question: 'Question',
  composer_in_group: 'Posting in {group}',
  composer_title_label: 'Title',
  composer_title_placeholder_post: 'Give your post a headline',
  composer_title_placeholder_question: 'What would you like to ask?',
  composer_body_label: 'Your post',
  composer_body_placeholder: 'Share your take: a review, a theory, a hidden gem…',
  composer_image_label: 'Image',
  composer_image_hint: 'Optional. One image; big photos are made smaller for you.',
  composer_image_processing: 'Preparing your image…',
  composer_image_ready: 'Image ready.',
  composer_image_still_processing:
    'Your image is still being prepared. Wait a moment, then try again.',
  composer_submit_post: 'Publish post',
  composer_submit_question: 'Ask question',
  composer_sending: 'Publishing your post…',
  composer_discard: 'Discard draft',

  // ── Groups ─────────────────────────────────────────────────────────────────────────────────
  group_created: 'Group created!',
  group_created_error: 'I had an issue creating your group, please try again.',
  missing_name_group: 'Please add a name to your group!',
  missing_description_group: 'Please add a description to your group!',

  // ── Not logged in (visitor actions, spec §6: a warning ending "please log in") ─────────────
  if_you_want_to_vote: 'If you want to vote, please log in',
  if_you_want_to_comment: 'If you want to comment, please log in',
  if_you_want_to_reply: 'If you want to reply, please log in',
  if_you_want_to_edit: 'If you want to edit, please log in',
  if_you_want_to_delete: 'If you want to delete, please log in',
  if_you_want_to_create_post: 'If you want to create a post, please log in',
  if_you_want_to_create_group: 'If you want to create a group, please log in',
  if_you_want_to_save_board: 'If you want to save a board, please log in',
  if_you_want_to_join_group: 'If you want to join a group, please log in',

  // ── Notifications ──────────────────────────────────────────────────────────────────────────
  notification_dismissed: 'Notification dismissed.',
  notification_dismiss_error: 'I had an issue dismissing this notification, please try again.',

  // ── Posts ──────────────────────────────────────────────────────────────────────────────────
  post_created: 'Post created!',
  post_created_error: 'I had an issue creating your post, please try again.',
  post_updated: 'Post updated!',
  post_updated_error: 'I had an issue updating your post, please try again.',
  post_deleted: 'Post deleted.',
  post_deleted_error: 'I had an issue deleting your post, please try again.',
  missing_title_post: 'Please add a title to your post!',
  missing_body_post: 'Please add some content to your post!',
  missing_id_post: 'I could not tell which post to delete, please try again.',

  // ── Questionnaires and recommendations ─────────────────────────────────────────────────────
  questionnaire_no_answers: "You haven't selected any answers yet!",
  questionnaire_response_error: 'I had an issue saving your answer, please try again.',
  recommendations_error: 'I had an issue finding your recommendations, please try again.',

  // ── Votes ──────────────────────────────────────────────────────────────────────────────────
  vote_error: 'I came across an issue casting your vote, please try again.',
} as const

/** Every key content code may look up: the core catalogue's and the content keys. */
export type TextKey = CoreTextKey | keyof typeof enContent

const text = createAreaText(enContent)

/** Looks a content (or core) text up; an unknown key gives "Error!". */
export const t = text.t

/** Whether a key exists for content code — for server-sent keys that may be plain text instead. */
export const hasText = text.hasText
