/**
 * The English text of the boards pages (src/features/boards: /boards and /board/{board_slug}):
 * the grid, its filters, a board's hero and saving a board. It travels in the `boards` chunk with
 * their code, so the feeds' and the post page's first loads do not carry it (issue 10). Board code
 * imports `t` from here, which reads core + content + these keys, then the FR and IT fallbacks.
 */
import { enContent } from './en-content'
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enBoards = {
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
  boards_loading: 'Loading boards…',
  boards_error: 'The boards could not be loaded.',
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
  board_related: 'Related boards',
  board_posts_title: 'Posts in this board',

  // ── Not logged in (visitor actions, docs/behaviour.md#visitors-and-members) ────────────────
  if_you_want_to_save_board: 'If you want to save a board, please log in',

  // ── A board card's counts (board-card.tsx, on /boards and the /home shelves) ───────────────
  home_board_stats: '{posts} · {comments}',
  home_board_post: '1 post',
  home_board_posts: '{count} posts',
  home_board_comment: '1 comment',
  home_board_comments: '{count} comments',
} as const

/** Every key this code may look up: core, content and these. */
export type TextKey = CoreTextKey | keyof typeof enContent | keyof typeof enBoards

const text = createAreaText({ ...enContent, ...enBoards })

/** Looks a text up by key (these, content or core); any other key is a type error. */
export const t = text.t

/** A text by a key known only at run time (see `Text.textFor` in ./index). */
export const textFor = text.textFor
