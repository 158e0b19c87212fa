/**
 * The English catalogue: the only language the product ships (spec §1, "Language is fixed to EN").
 *
 * One flat object so a screen can add its keys with a small, targeted edit: find the section by
 * its comment (sections are alphabetical) and append keys at its end. Keys are snake_case and
 * keep the spec's names (§5, §8) so they can be traced back to it. `{name}` placeholders are
 * filled by `t(key, { name })`.
 */
export const en = {
  // ── Account deletion ───────────────────────────────────────────────────────────────────────
  account_delete_error: 'I had an issue deleting your account, please try again.',
  account_delete_success: 'Your account has been deleted. We are sorry to see you go.',
  account_delete_title: 'Delete your account?',
  account_delete_body:
    'All your data will be deleted, and this e-mail address cannot be used to register again.',
  account_delete_confirm: 'Delete my account',

  // ── Alerts (the bottom-of-screen notices) ──────────────────────────────────────────────────
  alert_region_label: 'Alerts',
  alert_status_success: 'Success',
  alert_status_info: 'Information',
  alert_status_warning: 'Warning',
  alert_status_danger: 'Error',

  // ── App shell (routes, guards, page titles, error and 404 screens) ───────────────────────
  app_name: 'FILM WAFFLE',
  app_error_title: 'Something went wrong',
  app_error_generic: 'An unexpected error occurred.',
  app_try_again: 'Try again',
  app_loading_page: 'Loading page',
  app_not_found_code: '404',
  app_not_found_text: 'Page not found',
  app_not_found_home_link: 'Go to the home page',
  app_page_coming_soon: 'This page is getting its finishing touches. Check back soon!',
  page_home_title: 'Home',
  page_boards_title: 'Boards',
  page_grid_title: 'Feed',
  page_top_title: 'Top posts',
  page_trending_title: 'Trending posts',
  page_new_title: 'New posts',
  page_post_title: 'Post',
  page_board_title: 'Board',
  page_group_title: 'Group',
  page_recommender_title: 'Film recommender',
  page_film_finder_title: 'Film finder',
  page_login_title: 'Log in',
  page_register_title: 'Sign up',
  page_verification_title: 'Verify your e-mail',
  page_verification_confirm_title: 'E-mail confirmation',
  page_forgot_password_title: 'Forgot my password',
  page_recovery_title: 'Reset your password',
  page_terms_title: 'Terms and conditions',
  page_cookies_title: 'Cookie policy',
  page_privacy_title: 'Privacy policy',
  page_disclaimer_title: 'Disclaimer',
  page_acceptable_use_title: 'Acceptable use policy',
  page_not_found_title: 'Page not found',
  page_profile_title: 'Your profile',
  page_profile_other_title: 'Profile',
  page_profiles_title: 'Profiles',
  page_profile_edit_title: 'Edit profile',
  page_notifications_title: 'Notifications',
  page_settings_title: 'Settings',

  // ── Boards ─────────────────────────────────────────────────────────────────────────────────
  board_save_error: 'I had an issue saving this board, please try again.',
  board_saved: 'Board saved to your profile.',
  board_removed: 'Board removed from your profile.',
  must_log_in_to_save_board: 'You must log in to save a board.',

  // ── Clipboard and sharing ──────────────────────────────────────────────────────────────────
  copied_to_clipboard: 'Link copied to clipboard!',
  copy_to_clipboard_error: 'I could not copy the link, please copy it by hand.',
  native_share_unsupported: 'Native share is not supported on your browser.',

  // ── Comments ───────────────────────────────────────────────────────────────────────────────
  comment_error: 'I had an issue posting your comment, please try again.',
  comment_success: 'Comment posted!',
  comment_updated: 'Comment updated!',
  comment_updated_error: 'I had an issue updating your comment, please try again.',
  comment_deleted: 'Comment deleted.',
  comment_deleted_error: 'I had an issue deleting your comment, please try again.',
  missing_body_comment: 'Please add some content to your comment!',
  missing_id_comment: 'I could not tell which comment to delete, please try again.',

  // ── Drop zone (image picker) ───────────────────────────────────────────────────────────────
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

  // ── E-mail verification ────────────────────────────────────────────────────────────────────
  verification_email_sent: 'Verification e-mail sent! Please check your inbox.',
  verification_email_sent_error:
    'I had an issue sending your verification e-mail, please try again.',

  // ── General UI (shared components) ─────────────────────────────────────────────────────────
  ui_cancel: 'Cancel',
  ui_close: 'Close',
  ui_confirm: 'Confirm',
  ui_delete: 'Delete',
  ui_dismiss: 'Dismiss',
  ui_error: 'Error!',
  ui_loading: 'Loading',
  ui_load_more: 'Load more',
  ui_opens_in_new_tab: '(opens in a new tab)',
  ui_profile_picture_of: 'Profile picture of {name}',
  ui_default_avatar: 'Default profile picture',
  ui_search: 'Search',
  ui_search_placeholder: 'Search for topics...',
  ui_clear_search: 'Clear search',
  ui_send: 'Send',
  ui_submit_shortcut: 'Press Ctrl + Enter (or ⌘ + Enter) to send.',
  ui_character_count: '{count}/{max}',
  ui_character_count_announcement: '{count} of {max} characters used',
  ui_count_badge: '{count} {label}',
  ui_more_options: 'More options',

  // ── Groups ─────────────────────────────────────────────────────────────────────────────────
  group_created: 'Group created!',
  group_created_error: 'I had an issue creating your group, please try again.',
  missing_name_group: 'Please add a name to your group!',
  missing_description_group: 'Please add a description to your group!',

  // ── Images and photos ──────────────────────────────────────────────────────────────────────
  max_image_file_size_error: 'This image is too large! Please choose an image under 250KB.',
  max_photos_reached_post: 'You can only choose 1 image per post!',
  process_photo_error: 'I had an issue processing your photo, please try another one.',

  // ── Layout (skip link, header, slide-out menu, bottom bar, footer) ────────────────────────
  layout_skip_to_content: 'Skip to content',
  layout_home_link: 'Film Waffle home',
  layout_search_label: 'Search for topics',
  layout_search_open: 'Search',
  layout_search_close: 'Close search',
  layout_recommender_link: 'Film recommender',
  layout_help: 'Help',
  layout_help_title: 'Help and support',
  layout_help_text:
    'Stuck on something, found a bug or have an idea for Film Waffle? Write to us: a real person reads every message.',
  layout_help_support_label: 'Support e-mail',
  layout_account_menu: 'Account menu for {name}',
  layout_login: 'Login',
  layout_sign_up: 'Sign Up',
  layout_sign_up_short: 'Sign up',
  layout_menu: 'Menu',
  layout_menu_close: 'Close menu',
  layout_menu_signed_in_as: 'Signed in as',
  layout_nav_label: 'Main',
  layout_nav_home: 'Home',
  layout_nav_feed: 'Feed',
  layout_nav_recommender: 'Recommender',
  layout_nav_notifications: 'Notifications',
  layout_nav_profile: 'Profile',
  layout_nav_settings: 'Settings',
  layout_nav_logout: 'Logout',
  layout_unread: 'unread',
  layout_bottom_bar_label: 'Quick navigation',
  layout_create_post: 'Create post',
  layout_footer_tagline:
    'A community for people who argue about endings, rewatch for the score and always have one more film to recommend.',
  layout_footer_legal: 'Legal',
  layout_footer_company: 'Company',
  layout_footer_resources: 'Resources',
  layout_footer_follow: 'Follow us',
  layout_footer_about: 'About',
  layout_footer_partners: 'Partners',
  layout_footer_faqs: 'FAQs',
  layout_footer_membership: 'Membership',
  layout_footer_documentation: 'Documentation',
  layout_footer_guides: 'Guides',
  layout_social_tiktok: 'TikTok',
  layout_social_linkedin: 'LinkedIn',
  layout_copyright: '© {year} Film Waffle',

  // ── Login and logout ───────────────────────────────────────────────────────────────────────
  login_error: 'Login error, please check your credentials and try again.',
  login_success: 'Welcome back! You are now logged in.',
  login_user_not_verified:
    'Your account is not verified, you must verify before you can login. Redirecting you in 5 seconds...',
  logout_success: 'Logout successful, see you soon!',
  logout_error: 'Logout error, please try again.',
  please_log_in: 'Please log in!',

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

  // ── Password recovery and reset ────────────────────────────────────────────────────────────
  email_required: 'Please enter your e-mail address!',
  invalid_email: 'Please enter a valid e-mail address!',
  password_recovery_email_sent:
    'If an account exists for this e-mail, a recovery link is on its way.',
  password_recovery_email_error: 'I had an issue sending your recovery e-mail, please try again.',
  password_recovery_success: 'Your password has been reset! You can now log in.',
  password_recovery_error: 'I had an issue resetting your password, please try again.',
  missing_new_password: 'Please enter a new password!',
  missing_confirm_password: 'Please confirm your new password!',
  password_mismatch: 'Your passwords do not match!',

  // ── Policies (the five legal pages) ─────────────────────────────────────────────────────────
  policy_open_in_new_tab: 'Open the full document in a new tab',
  policy_frame_title: '{name}, as published by our policy provider',
  policy_summary_notice:
    'This is a plain-language summary. The binding version is published by our policy provider when the site is live.',
  policy_last_updated: 'Last updated {date}',

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

  // ── Profile ────────────────────────────────────────────────────────────────────────────────
  profile_username_taken: 'This username is already taken! Choose another one.',
  profile_wrong_password: 'Your current password is incorrect!',
  profile_password_mismatch: 'Your updated passwords do not match!',
  profile_current_password_required: 'Please add your current password to update it!',
  profile_updated: 'Profile updated!',
  profile_update_error: 'I had an issue updating your profile, please try again.',

  // ── Questionnaires and recommendations ─────────────────────────────────────────────────────
  questionnaire_no_answers: "You haven't selected any answers yet!",
  questionnaire_response_error: 'I had an issue saving your answer, please try again.',
  recommendations_error: 'I had an issue finding your recommendations, please try again.',

  // ── Registration ───────────────────────────────────────────────────────────────────────────
  registration_error: 'Registration error, please try again.',
  registration_error_alt: "We couldn't create your account. Please try again.",
  registration_success: 'Account created! Check your email to verify.',
  username_taken: 'This username is already taken!',
  username_taken_alt: 'That username is taken. Please choose another.',
  username_required: 'Please choose a username!',
  register_email_required: 'Please enter your e-mail address.',
  register_password_required: 'Please enter your password in both fields.',
  register_password_mismatch: 'Your passwords do not match.',
  password_not_strong: 'Password is not strong enough',
  over_18_required: 'You must confirm you are over 18.',
  agree_terms_required: 'You must agree to the Terms to continue.',
  social_login_error: 'I had an issue signing you in with Google, please try again.',

  // ── Votes ──────────────────────────────────────────────────────────────────────────────────
  vote_error: 'I came across an issue casting your vote, please try again.',
} as const

export type EnCatalogue = typeof en
