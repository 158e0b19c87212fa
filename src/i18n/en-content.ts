/**
 * The English text of the content pages (posts, comments, votes, boards, the /home shelves and
 * ad) and of the visitor warnings that ask to log in (docs/behaviour.md#visitors-and-members).
 * Kept out of the core catalogue (en.ts) so the first load does not carry it: content code imports
 * `t` from here, which reads core + these keys, then the FR and IT fallbacks. Groups, profiles,
 * notifications, the recommender, venues, activity and integrations read en-community.ts, which
 * adds their own keys to these (issue 10: the feeds' first load does not carry them). The post
 * dialogs (composer, editing, sharing, search), the comments, the boards pages and /home's shelves
 * and ad read en-post-dialogs.ts, en-comments.ts, en-boards.ts and en-home.ts, which add theirs,
 * each in the chunk of the code that shows them. The widgets' text (en-widgets.ts) is not in this chain either: the two content
 * dialogs that show some of it import it, and a feed's or a post's first load does not carry it.
 */
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enContent = {
  // ── Boards pages (src/features/boards: /boards and /board/{board_slug}) ────────────────────
  boards_results_for: 'Boards matching “{query}”',
  boards_empty_title: 'No boards here yet',
  board_post_in: 'Post in this board',
  board_posts_empty_title: 'No posts in this board yet',
  board_posts_empty_text: 'Start the first conversation here.',
  board_not_found_title: 'This board is not here',
  board_not_found_text: 'It may have been removed, or the link is mistyped.',
  board_not_found_back: 'Browse all boards',

  // ── Comments ───────────────────────────────────────────────────────────────────────────────
  missing_id_comment: 'I could not tell which comment to delete, please try again.',

  // ── Comment thread (src/features/comments, docs/behaviour.md#comments) ─────────────────────
  comments_loading: 'Loading comments',

  // ── Composer (create a post or ask a question, docs/behaviour.md#posts-and-feeds) ──────────
  composer_panel_label: 'Share with the community',
  composer_panel_prompt: 'Seen something worth talking about?',
  composer_panel_ask: 'Ask a question',
  composer_panel_group: 'Create a group',
  composer_image_still_processing:
    'Your image is still being prepared. Wait a moment, then try again.',

  // The composer panel's link to the group directory.
  groups_browse: 'Browse groups',

  // ── Post cards and discussion feeds (/top, /trending, /new) ────────────────────────────────
  post_card_by: 'Posted by {author}',
  post_card_question: 'Question',
  post_card_edited: 'edited',
  post_card_read_more: 'Read more',
  // Label in Name (WCAG 2.5.3): a control's name starts with the text it shows (the count).
  post_card_upvote_label: '{count} upvotes, upvote “{title}”',
  post_card_upvote_label_one: '1 upvote, upvote “{title}”',
  post_card_comments: '{count} comments',
  post_card_comments_one: '1 comment',
  post_card_comments_label: '{comments} on “{title}”',
  post_card_share: 'Share',
  post_card_share_label: 'Share “{title}”',
  post_card_image_alt: 'Image for “{title}”',
  post_card_boards: 'Boards',
  feed_label: 'Posts',
  feed_sort_label: 'Sort posts',
  feed_view_label: 'View',
  feed_view_discussion: 'Discussion',
  feed_view_grid: 'Grid',
  feed_sort_new: 'New',
  feed_sort_top: 'Top',
  feed_sort_trending: 'Trending',
  feed_results_for: 'Results for “{query}”',
  feed_clear_search: 'Clear search',
  feed_load_more: 'Load more',
  feed_loading_more: 'Loading more posts…',
  feed_end: 'You have reached the end. Time for a rewatch?',
  feed_empty_title: 'Nothing here yet',
  feed_empty_text: 'Be the first to start a conversation.',
  feed_empty_search_text: 'No posts match “{query}”. Try other words.',
  feed_error: 'The posts could not be loaded.',
  feed_retry: 'Try again',

  // ── Post page (/post/{post_slug}) ──────────────────────────────────────────────────────────
  post_page_more: 'More to read',
  post_not_found_title: 'This post is not here',
  post_not_found_text: 'It may have been deleted, or the link is mistyped.',
  post_not_found_back: 'Browse the newest posts',
  side_top_boards: 'Top boards',
  side_board_posts: '{count} posts',
  side_top_posts: 'Top posts',
  side_post_upvotes: '{count} upvotes',

  // ── Editing and deleting one's own post (only the author may) ──────────────────────────────
  post_edit: 'Edit',
  post_edit_label: 'Edit “{title}”',
  post_delete: 'Delete',
  post_delete_label: 'Delete “{title}”',
  post_delete_title: 'Delete this post?',
  post_delete_text:
    '“{title}” and all its comments will be gone for everyone. This cannot be undone.',
  post_delete_confirm: 'Delete post',

  // ── Not logged in (visitor actions, docs/behaviour.md#visitors-and-members) ────────────────
  if_you_want_to_vote: 'If you want to vote, please log in',
  if_you_want_to_edit: 'If you want to edit, please log in',
  if_you_want_to_delete: 'If you want to delete, please log in',
  if_you_want_to_create_post: 'If you want to create a post, please log in',
  if_you_want_to_create_group: 'If you want to create a group, please log in',
  if_you_want_to_join_group: 'If you want to join a group, please log in',

  // ── Posts ──────────────────────────────────────────────────────────────────────────────────
  post_deleted: 'Post deleted.',
  post_deleted_error: 'I had an issue deleting your post, please try again.',
  missing_title_post: 'Please add a title to your post!',
  missing_body_post: 'Please add some content to your post!',
  missing_id_post: 'I could not tell which post to delete, please try again.',

  // ── Votes ──────────────────────────────────────────────────────────────────────────────────
  vote_error: 'I came across an issue casting your vote, please try again.',

  // ── Posts in groups (issue 11) ─────────────────────────────────────────────────────────────
  post_card_in_group_prefix: 'in',
} as const

/** Every key content code may look up: the core catalogue's and the content keys. */
export type TextKey = CoreTextKey | keyof typeof enContent

const text = createAreaText(enContent)

/** Looks a content (or core) text up by key; any other key is a type error. */
export const t = text.t

/** A text by a key known only at run time (see `Text.textFor` in ./index). */
export const textFor = text.textFor

/** Whether a key exists for content code — for server-sent keys that may be plain text instead. */
export const hasText = text.hasText
