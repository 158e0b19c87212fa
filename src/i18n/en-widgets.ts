/**
 * The English text of the widgets that only ever arrive with a screen or a press, never with the
 * first load: the drop zone, the character counter, sharing and the clipboard, picture processing,
 * the policy pages, the dialogs' confirm button, the calendar, the help dialog and the slide-out
 * menu. Kept out of the core catalogue (en.ts) and out of the chunks every page loads,
 * so it travels in a small chunk of its own with the dialogs, forms and pages that show it. Shared
 * components that show these import `t` from here. The account catalogue reads these keys too
 * (its forms show them); content and community code, whose first screens show none of them, reads
 * them from here where it does (the share dialog, the composer's and a new group's picture limit).
 */
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enWidgets = {
  copied_to_clipboard: 'Link copied to clipboard!',
  copy_to_clipboard_error: 'I could not copy the link, please copy it by hand.',
  native_share_unsupported: 'Native share is not supported on your browser.',
  drop_zone_label: 'Images',
  drop_zone_hint: 'Drag and drop an image here, or',
  drop_zone_browse: 'Choose a file',
  drop_zone_browse_multiple: 'Choose files',
  drop_zone_drop_here: 'Drop to add',
  drop_zone_accepted_types: 'PNG or JPEG',
  drop_zone_max_size: 'up to {size}',
  drop_zone_invalid_type: 'File type must be {types}',
  drop_zone_too_large: 'File is larger than {size} bytes',
  drop_zone_too_small: 'File is smaller than {size} bytes',
  drop_zone_too_many: 'Too many files',
  drop_zone_remove_file: 'Remove {name}',
  drop_zone_chosen_files: 'Chosen files',
  drop_zone_rejected_files: 'Files that could not be added',
  ui_character_count: '{count}/{max}',
  ui_character_count_announcement: '{count} of {max} characters used',
  ui_character_count_over: '{count} of {max} characters: {over} too many',
  max_image_file_size_error: 'This image is too large! Please choose an image under 250KB.',
  max_photos_reached_post: 'You can only choose 1 image per post!',
  process_photo_error: 'I had an issue processing your photo, please try another one.',
  policy_open_in_new_tab: 'Open the full document in a new tab',
  policy_frame_title: '{name}, as published by our policy provider',
  policy_summary_notice:
    'This is a plain-language summary. The binding version is published by our policy provider when the site is live.',
  policy_last_updated: 'Last updated {date}',
  // The dialogs' confirm button and the date range picker's calendar.
  ui_confirm: 'Confirm',
  ui_open_calendar: 'Open the calendar',
  ui_previous_month: 'Previous month',
  ui_next_month: 'Next month',
  // The help dialog and the slide-out menu: they load on first use.
  layout_help_title: 'Help and support',
  layout_help_text:
    'Stuck on something, found a bug or have an idea for Film Waffle? Write to us: a real person reads every message.',
  layout_help_support_label: 'Support e-mail',
  layout_menu_close: 'Close menu',
  layout_menu_signed_in_as: 'Signed in as',
  layout_nav_label: 'Main',
  layout_nav_feed: 'Feed',
  layout_nav_recommender: 'Recommender',
  layout_nav_notifications: 'Notifications',
  layout_nav_settings: 'Settings',
  layout_nav_groups: 'Groups',
  layout_nav_activity: 'Activity',
  layout_nav_logout: 'Logout',
  layout_unread: 'unread',
} as const

/** Every key widget code may look up: the core catalogue's and the widget keys. */
export type TextKey = CoreTextKey | keyof typeof enWidgets

const text = createAreaText(enWidgets)

/** Looks a widget (or core) text up by key; any other key is a type error. */
export const t = text.t

/** A text by a key known only at run time (see `Text.textFor` in ./index). */
export const textFor = text.textFor
