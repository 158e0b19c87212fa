/**
 * The core English catalogue: the only language the product ships
 * (docs/behaviour.md#text-and-language). Core means what every page's first load may show: the
 * shell and layout, page titles, errors, alerts, session messages and the strings of the shell's
 * shared components. The widgets that only ever load with a screen or a press (drop zone,
 * counters, sharing, pictures, policies, the calendar, the help dialog and the slide-out menu) keep
 * their text in en-widgets.ts, and a feature area's own text lives in its
 * catalogue (en-account.ts, en-content.ts), read through that area's `t`.
 *
 * One flat object so a screen can add its keys with a small, targeted edit: find the section by
 * its comment (sections are alphabetical) and append keys at its end. Keys are snake_case and
 * keep the product's original names (`missing_title_post`, `login_error`, …). `{name}` placeholders
 * are filled by `t(key, { name })`.
 */
export const en = {
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
  app_error_network: 'I could not reach the server, please check your connection and try again.',
  app_error_update:
    'Part of Film Waffle could not be downloaded. The site may have been updated since you opened it: try again to load the latest version.',
  app_try_again: 'Try again',
  app_loading_page: 'Loading page',
  app_not_found_code: '404',
  app_not_found_text: 'Page not found',
  app_not_found_home_link: 'Go to the home page',
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
  page_groups_title: 'Groups',
  page_activity_title: 'Activity',
  page_integration_title: 'Connect an account',

  // ── General UI (shared components) ─────────────────────────────────────────────────────────
  ui_cancel: 'Cancel',
  ui_close: 'Close',
  ui_delete: 'Delete',
  ui_dismiss: 'Dismiss',
  ui_loading: 'Loading',
  ui_opens_in_new_tab: '(opens in a new tab)',
  ui_profile_picture_of: 'Profile picture of {name}',
  ui_search_placeholder: 'Search for topics...',
  ui_clear_search: 'Clear search',
  ui_count_badge: '{count} {label}',
  // The comment box's (TextEntry): on a post page's first screen.
  ui_send: 'Send',
  ui_submit_shortcut: 'Press Ctrl + Enter (or ⌘ + Enter) to send.',

  // ── Layout (skip link, header, slide-out menu, bottom bar, footer) ────────────────────────
  layout_skip_to_content: 'Skip to content',
  layout_home_link: 'Film Waffle home',
  layout_search_label: 'Search for topics',
  layout_search_open: 'Search',
  layout_search_close: 'Close search',
  layout_search_posts: 'Search posts',
  layout_search_posts_shortcut: 'Search posts (press /)',
  layout_recommender_link: 'Film recommender',
  layout_help: 'Help',
  layout_account_menu: 'Account menu for {name}',
  layout_login: 'Login',
  layout_sign_up: 'Sign Up',
  layout_sign_up_short: 'Sign up',
  layout_menu: 'Menu',
  layout_nav_home: 'Home',
  layout_nav_profile: 'Profile',
  layout_bottom_bar_label: 'Quick navigation',
  layout_bottom_recommender: 'Discover',
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

  // ── Logout and session ─────────────────────────────────────────────────────────────────────
  logout_success: 'Logout successful, see you soon!',
  logout_error: 'Logout error, please try again.',
  please_log_in: 'Please log in!',

  // Search-engine descriptions, one per page (src/app/page-meta.ts).
  meta_description_default: 'Film Waffle — a community for talking about films.',
  meta_description_home:
    'Film Waffle: curated playlists of film boards, the week’s talking points and a community that loves cinema.',
  meta_description_new:
    'The newest film discussions and questions on Film Waffle, as they are posted.',
  meta_description_top: 'The most upvoted film discussions on Film Waffle.',
  meta_description_trending: 'What film fans are talking about right now on Film Waffle.',
  meta_description_grid: 'Film stills, posters and pictures shared by the Film Waffle community.',
  meta_description_boards:
    'Film boards on Film Waffle: genres, directors and eras, each with its own discussions.',
  meta_description_board: 'A Film Waffle board: the posts and discussions filed under it.',
  meta_description_post: 'A film discussion on Film Waffle, with the community’s comments.',
  meta_description_recommender:
    'Answer a few questions and Film Waffle’s film finder picks films for you.',
  meta_description_group: 'A Film Waffle group: members and their film discussions.',
} as const
