/**
 * The English text of the account screens (docs/behaviour.md#accounts-and-sign-in): sign-in,
 * sign-up, verification, password recovery, profile, settings, contact and account deletion. Kept
 * out of the core catalogue (en.ts) so the first load does not carry it: account code imports `t`
 * from here, which reads core + these keys, then the FR and IT fallbacks.
 */
import { enWidgets } from './en-widgets'
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enAccount = {
  // ── Account deletion ───────────────────────────────────────────────────────────────────────
  account_delete_error: 'I had an issue deleting your account, please try again.',
  account_delete_success: 'Your account has been deleted. We are sorry to see you go.',
  account_delete_title: 'Delete your account?',
  account_delete_body:
    'All your data will be deleted, and this e-mail address cannot be used to register again.',
  account_delete_confirm: 'Delete my account',

  // ── Account screens (sign-in, sign-up, verification, recovery, profile, settings, contact) ──
  account_or: 'or...',
  account_back: 'Back',
  account_next: 'Next',
  account_email_label: 'E-mail address',
  account_username_label: 'Username',
  account_password_label: 'Password',
  account_confirm_password_label: 'Confirm password',
  account_username_required: 'Please enter your username.',
  account_password_required: 'Please enter your password.',
  account_login_subtitle: 'Welcome back! Log in to vote, comment and join the conversation.',
  account_login_submit: 'Log in',
  account_login_dialog_title: 'Log in to continue',
  account_forgot_password_link: 'Forgot your password?',
  account_no_account: 'New to Film Waffle?',
  account_register_link: 'Create an account',
  account_have_account: 'Already have an account?',
  account_login_link: 'Log in',
  account_google_group_label: 'Social sign-in',
  account_google_sign_in: 'Sign in with Google',
  account_google_sign_up: 'Sign up with Google',
  account_google_consent_title: 'Choose an account',
  account_google_consent_text:
    'to continue to Film Waffle. Google will share your name, e-mail address and profile picture.',
  account_google_consent_demo: 'Demo sign-in: no data leaves your browser.',
  account_google_consent_continue: 'Continue as {email}',
  account_register_subtitle: 'Join the film community in three quick steps.',
  account_register_progress_label: 'Sign-up progress',
  account_register_step_credentials: 'E-mail and password',
  account_register_step_username: 'Username',
  account_register_step_consents: 'Consents',
  account_step_count: 'Step {step} of {total}',
  account_step_complete: 'completed',
  account_step_current: 'current step',
  account_step_upcoming: 'not started',
  account_username_description: 'This is how other members will see you.',
  account_over_18_label: 'I confirm I am over 18',
  account_agree_terms_label: 'I agree to the Terms and Conditions',
  account_no_marketing_label: "I don't want to receive marketing e-mails from Film Waffle",
  account_consent_hint: 'Tick the first two boxes to create your account.',
  account_register_submit: 'Sign Up',
  account_legal_intro: 'Read our',
  account_terms_link: 'Terms and Conditions',
  account_privacy_link: 'Privacy Policy',
  account_cookies_link: 'Cookie Policy',
  account_legal_links_label: 'Legal documents',
  account_legal_and: 'and',
  account_google_brand: 'Sign in with Google',
  account_activation_title: 'Check your inbox',
  account_activation_text:
    'We sent an activation link to {email}. Open it to verify your account, then log in.',
  account_activation_skip: 'Skip',
  account_activation_resend: 'Resend e-mail',
  account_verification_subtitle:
    "Didn't get the activation e-mail? Enter your address and we'll send you a new link.",
  account_verification_submit: 'Send verification e-mail',
  account_verifying: 'Verifying your e-mail',
  account_verify_success_title: 'Your e-mail is verified!',
  account_verify_success_text:
    'Thanks for confirming your address. You can now log in and join the conversation.',
  account_verify_failure_title: 'We could not verify your e-mail',
  account_verify_failure_text:
    'This verification link is not valid any more. Ask for a new one and try again.',
  account_verify_resend_link: 'Send a new verification e-mail',
  account_forgot_subtitle:
    "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  account_forgot_submit: 'Send recovery link',
  account_forgot_sent_title: 'Check your inbox',
  account_forgot_sent_text:
    'If an account exists for {email}, a link to choose a new password is on its way.',
  account_back_to_login: 'Back to log in',
  account_forgot_another: 'Use another address',
  account_recovery_subtitle: 'Choose a new password for your account.',
  account_recovery_checking: 'Checking your recovery link',
  account_new_password_label: 'New password',
  account_confirm_new_password_label: 'Confirm new password',
  account_recovery_submit: 'Reset password',
  account_recovery_expired_title: 'This link has expired',
  account_recovery_expired_text:
    'Password recovery links work once and for a limited time. Ask for a new one to reset your password.',
  account_recovery_new_link: 'Get a new link',
  account_back_to_profile: 'Back to profile',
  account_profile_subtitle: 'Change how other members see you.',
  account_profile_details_title: 'Your details',
  account_profile_pictures_title: 'Pictures',
  account_profile_password_title: 'Change password',
  account_profile_password_text: 'Leave these empty to keep your current password.',
  account_first_name_label: 'First name',
  account_last_name_label: 'Last name',
  account_tagline_label: 'Tagline',
  account_bio_label: 'Bio',
  account_date_of_birth_label: 'Date of birth',
  account_email_readonly: 'Your e-mail address cannot be changed.',
  account_profile_picture_label: 'Profile picture',
  account_profile_picture_hint: 'We compress it for you.',
  account_cover_picture_label: 'Cover picture',
  account_cover_picture_hint: 'Under 250KB.',
  account_current_picture: 'Current {name}',
  account_no_picture: 'No {name} yet',
  account_remove_picture: 'Remove {name}',
  account_picture_removed: 'The {name} will be removed when you save.',
  account_undo_remove_picture: 'Keep it',
  account_picture_processing: 'Processing your image…',
  account_picture_ready: 'Ready to upload',
  account_current_password_label: 'Current password',
  account_profile_save: 'Save changes',
  account_settings_subtitle: 'Manage your password, invitations, API access and account.',
  account_settings_password_submit: 'Update password',
  account_password_updated: 'Your password has been updated.',
  account_invite_title: 'Invite a friend',
  account_invite_text: "Know someone who would love Film Waffle? We'll e-mail them an invitation.",
  account_invite_email_label: "Friend's e-mail address",
  account_invite_submit: 'Send invitation',
  account_invite_sent: 'Invitation sent to {email}!',
  account_invite_error: 'I had an issue sending your invitation, please try again.',
  account_api_key_title: 'API key',
  account_api_key_text:
    'Create a personal key to use Film Waffle from your own scripts. Keep it secret, like a password.',
  account_api_key_create: 'Create API key',
  account_api_key_label: 'Your new API key',
  account_api_key_once: 'Copy it now: it will not be shown again.',
  account_api_key_copy: 'Copy key',
  account_api_key_error: 'I had an issue creating your API key, please try again.',
  account_danger_zone_title: 'Danger zone',
  account_danger_zone_text:
    'Deleting your account removes your profile, posts, comments and votes for good.',
  account_delete_button: 'Delete account',
  account_contact_open: 'Send us a message',
  account_contact_title: 'Contact us',
  account_contact_email_label: 'Your e-mail address',
  account_contact_subject_label: 'Subject',
  account_contact_message_label: 'Message',
  account_contact_submit: 'Send message',
  account_contact_subject_required: 'Please add a subject.',
  account_contact_message_required: 'Please write your message.',
  account_contact_sent: 'Thanks, your message has been sent! We will reply by e-mail.',
  account_contact_error: 'I had an issue sending your message, please try again.',
  account_contact_another: 'Send another message',

  // ── E-mail verification ────────────────────────────────────────────────────────────────────
  verification_email_sent: 'Verification e-mail sent! Please check your inbox.',
  verification_email_sent_error:
    'I had an issue sending your verification e-mail, please try again.',

  // ── Login ──────────────────────────────────────────────────────────────────────────────────
  login_error: 'Login error, please check your credentials and try again.',
  login_success: 'Welcome back! You are now logged in.',
  login_user_not_verified:
    'Your account is not verified, you must verify before you can login. Redirecting you in 5 seconds...',

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

  // ── Profile ────────────────────────────────────────────────────────────────────────────────
  profile_username_taken: 'This username is already taken! Choose another one.',
  profile_wrong_password: 'Your current password is incorrect!',
  profile_password_mismatch: 'Your updated passwords do not match!',
  profile_current_password_required: 'Please add your current password to update it!',
  profile_tagline_too_long: 'Your tagline can have at most {max} characters.',
  profile_updated: 'Profile updated!',
  profile_update_error: 'I had an issue updating your profile, please try again.',

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
} as const

/** Every key account code may look up: the core catalogue's and the account keys. */
export type TextKey = CoreTextKey | keyof typeof enWidgets | keyof typeof enAccount

// Area code reads the widgets' text too (a share dialog, a drop zone's neighbours).
const text = createAreaText({ ...enWidgets, ...enAccount })

/** Looks an account (or core) text up by key; any other key is a type error. */
export const t = text.t

/** A text by a key known only at run time (see `Text.textFor` in ./index). */
export const textFor = text.textFor

/** Whether a key exists for account code — for server-sent keys that may be plain text instead. */
export const hasText = text.hasText
