/**
 * The English text of the post dialogs: composing a post or a question, editing a post, sharing
 * one and searching posts. They load on first use, and so does their text: kept out of
 * en-content.ts, which every content page's first load carries (issue 10: 1 KB of it). The dialogs
 * import `t` from here, which reads core + content + these keys, then the FR and IT fallbacks.
 */
import { enContent } from './en-content'
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enPostDialogs = {
  // ── The composer (src/features/posts/components/composer-dialog.tsx) ───────────────────────
  composer_create_post_title: 'Create a post',
  composer_ask_question_title: 'Ask a question',
  composer_kind_label: 'What are you sharing?',
  composer_kind_post: 'Post',
  composer_kind_question: 'Question',
  composer_in_group: 'Posting in {group}',
  composer_in_board: 'Posting in the {board} board',
  composer_title_label: 'Title',
  composer_title_placeholder_post: 'Give your post a headline',
  composer_title_placeholder_question: 'What would you like to ask?',
  composer_body_label: 'Your post',
  composer_body_placeholder: 'Share your take: a review, a theory, a hidden gem…',
  composer_image_label: 'Image',
  composer_image_hint: 'Optional. One image; big photos are made smaller for you.',
  composer_image_processing: 'Preparing your image…',
  composer_image_ready: 'Image ready.',
  composer_submit_post: 'Publish post',
  composer_submit_question: 'Ask question',
  composer_sending: 'Publishing your post…',
  composer_discard: 'Discard draft',
  post_created: 'Post created!',
  post_created_error: 'I had an issue creating your post, please try again.',

  // ── Editing a post (post-edit-dialog.tsx) ──────────────────────────────────────────────────
  post_edit_title: 'Edit your post',
  post_edit_details_label: 'Details (optional)',
  post_edit_save: 'Save changes',
  post_updated: 'Post updated!',
  post_updated_error: 'I had an issue updating your post, please try again.',

  // ── Sharing a post (share-dialog.tsx) ──────────────────────────────────────────────────────
  share_title: 'Share this post',
  share_facebook: 'Share on Facebook',
  share_reddit: 'Share on Reddit',
  share_copy: 'Copy link',
  share_native: 'More options…',
  share_link_label: 'Link to the post',

  // ── The post search (search-dialog.tsx) ────────────────────────────────────────────────────
  search_dialog_title: 'Search posts',
  search_dialog_label: 'Search posts',
  search_dialog_placeholder: 'Search posts by title, text or author',
  search_dialog_results: 'Posts',
  search_dialog_hint: 'Type to search. Use the arrow keys to move, Enter to open a post.',
  search_dialog_searching: 'Searching…',
  search_dialog_error: 'I had an issue searching, please try again.',
  search_dialog_retry: 'Try again',
  search_dialog_empty: 'No posts match “{query}”.',
  search_dialog_see_all: 'See all results for “{query}”',
  search_dialog_result_meta: 'by {author}',
  search_dialog_count: '{count} posts found',
  search_dialog_count_one: '1 post found',
  search_dialog_close: 'Close search',
} as const

/** Every key the post dialogs may look up: core, content and their own. */
export type TextKey = CoreTextKey | keyof typeof enContent | keyof typeof enPostDialogs

const text = createAreaText({ ...enContent, ...enPostDialogs })

/** Looks a post dialog's (or a content or core) text up by key; any other key is a type error. */
export const t = text.t

/** A text by a key known only at run time (see `Text.textFor` in ./index). */
export const textFor = text.textFor
