/**
 * The English text of the content pages (posts, comments, votes, boards, the /home shelves and
 * ad) and of the visitor warnings that ask to log in (docs/behaviour.md#visitors-and-members).
 * Kept out of the core catalogue (en.ts) so the first load does not carry it: content code imports
 * `t` from here, which reads core + these keys, then the FR and IT fallbacks. Groups, profiles,
 * notifications, the recommender, venues, activity and integrations read en-community.ts, which
 * adds their own keys to these (issue 10: the feeds' first load does not carry them). The post
 * dialogs (composer, editing, sharing, search) read en-post-dialogs.ts, which adds theirs, and load
 * it with them. The widgets' text (en-widgets.ts) is not in this chain either: the two content
 * dialogs that show some of it import it, and a feed's or a post's first load does not carry it.
 */
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enContent = {
  // ── Boards ─────────────────────────────────────────────────────────────────────────────────
  board_save_error: 'I had an issue saving this board, please try again.',
  board_saved: 'Board saved to your profile.',
  board_removed: 'Board removed from your profile.',
  must_log_in_to_save_board: 'You must log in to save a board.',

  // ── Boards pages (src/features/boards: /boards and /board/{board_slug}) ────────────────────
  boards_filter_label: 'Show boards',
  boards_filter_all: 'All',
  boards_filter_popular: 'Popular',
  boards_filter_new: 'Newest',
  boards_filter_top_level: 'Main boards',
  boards_grid_label: 'Boards',
  boards_results_for: 'Boards matching “{query}”',
  boards_loading: 'Loading boards…',
  boards_error: 'The boards could not be loaded.',
  boards_empty_title: 'No boards here yet',
  boards_empty_text: 'New boards appear here as soon as they open.',
  boards_empty_search_title: 'No matching boards',
  boards_empty_search_text: 'No boards match “{query}”. Try other words.',
  boards_end: 'That is every board. Pick one and dive in.',
  board_card_posts: '{count} posts',
  board_card_posts_one: '1 post',
  board_card_comments: '{count} comments',
  board_card_comments_one: '1 comment',
  board_stat_posts: 'Posts',
  board_stat_comments: 'Comments',
  board_save: 'Save board',
  board_saved_state: 'Saved',
  board_saved_remove_hint: ', press to remove it from your saved boards',
  board_post_in: 'Post in this board',
  board_related: 'Related boards',
  board_posts_title: 'Posts in this board',
  board_posts_empty_title: 'No posts in this board yet',
  board_posts_empty_text: 'Start the first conversation here.',
  board_not_found_title: 'This board is not here',
  board_not_found_text: 'It may have been removed, or the link is mistyped.',
  board_not_found_back: 'Browse all boards',

  // ── Comments ───────────────────────────────────────────────────────────────────────────────
  comment_error: 'I had an issue posting your comment, please try again.',
  comment_success: 'Comment posted!',
  comment_updated: 'Comment updated!',
  comment_updated_error: 'I had an issue updating your comment, please try again.',
  comment_deleted: 'Comment deleted.',
  comment_deleted_error: 'I had an issue deleting your comment, please try again.',
  missing_body_comment: 'Please add some content to your comment!',
  missing_id_comment: 'I could not tell which comment to delete, please try again.',

  // ── Comment thread (src/features/comments, docs/behaviour.md#comments) ─────────────────────
  comments_list_label: 'Comments',
  comments_replies_label: 'Replies to {name}',
  comments_loading: 'Loading comments',
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

  // ── Share dialog ───────────────────────────────────────────────────────────────────────────

  // ── Not logged in (visitor actions, docs/behaviour.md#visitors-and-members) ────────────────
  if_you_want_to_vote: 'If you want to vote, please log in',
  if_you_want_to_comment: 'If you want to comment, please log in',
  if_you_want_to_reply: 'If you want to reply, please log in',
  if_you_want_to_edit: 'If you want to edit, please log in',
  if_you_want_to_delete: 'If you want to delete, please log in',
  if_you_want_to_create_post: 'If you want to create a post, please log in',
  if_you_want_to_create_group: 'If you want to create a group, please log in',
  if_you_want_to_save_board: 'If you want to save a board, please log in',
  if_you_want_to_join_group: 'If you want to join a group, please log in',

  // ── Posts ──────────────────────────────────────────────────────────────────────────────────
  post_deleted: 'Post deleted.',
  post_deleted_error: 'I had an issue deleting your post, please try again.',
  missing_title_post: 'Please add a title to your post!',
  missing_body_post: 'Please add some content to your post!',
  missing_id_post: 'I could not tell which post to delete, please try again.',

  // ── Votes ──────────────────────────────────────────────────────────────────────────────────
  vote_error: 'I came across an issue casting your vote, please try again.',

  // ── Home: board playlists and the ad banner (features/playlists, features/ads) ─────────────
  home_most_popular: 'Most popular',
  home_playlists_error: 'I had an issue loading the playlists, please try again.',
  home_playlists_retry: 'Try again',
  home_playlists_empty_title: 'No playlists yet',
  home_playlists_empty_text: 'Boards will appear here as soon as the community starts them.',
  home_playlists_load_more: 'Load more playlists',
  home_playlists_more_error: 'I had an issue loading more playlists, please try again.',
  home_board_stats: '{posts} · {comments}',
  home_board_post: '1 post',
  home_board_posts: '{count} posts',
  home_board_comment: '1 comment',
  home_board_comments: '{count} comments',
  home_shelf_back: 'Scroll {name} back',
  home_shelf_forward: 'Scroll {name} forward',
  ad_label: 'Advertisement',
  ad_pause: 'Pause ads',
  ad_play: 'Play ads',
  // ── End of the home block ────────────────────────────────────────────────────────────────
  // ── Search dialog and posts in groups (issue 11) ───────────────────────────────────────────
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
