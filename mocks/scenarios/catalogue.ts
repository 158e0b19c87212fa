/**
 * Named overrides QA switches on with `?scenario=NAME` (browser) or `MOCK_SCENARIO` (Node).
 * Descriptions are shown by the toolbar and mirrored in mocks/README.md.
 */
export const SCENARIOS = [
  {
    name: 'unverified-login',
    description:
      'Every login answers 401 “Two-factor authentication not completed. Please verify your account.”',
  },
  {
    name: 'login-error',
    description: 'Every login answers 401 “No active account found with the given credentials”.',
  },
  {
    name: 'expired-recovery-link',
    description: 'Password-recovery links always check as expired (verify and recover answer 400).',
  },
  {
    name: 'username-taken',
    description: 'Sign-up step 2 (check-2) and registration say the username is already taken.',
  },
  {
    name: 'weak-password',
    description: 'Sign-up step 1 (check-1) says the password is not strong enough.',
  },
  {
    name: 'registration-error',
    description: 'Registration itself fails with 500 (the checks pass).',
  },
  {
    name: 'session-expired',
    description:
      'Access tokens from a login are rejected as expired on first use (401 token_not_valid); refreshing works and the refreshed token is accepted.',
  },
  {
    name: 'refresh-failed',
    description:
      'Access tokens from a login are rejected and the refresh call fails too (401 token_not_valid): the session ends.',
  },
  { name: 'vote-error', description: 'Voting on posts and comments answers 500.' },
  { name: 'comment-error', description: 'Creating, editing and deleting comments answers 500.' },
  { name: 'post-create-error', description: 'Creating a post or question answers 500.' },
  { name: 'group-create-error', description: 'Creating a group answers 500.' },
  { name: 'notification-dismiss-error', description: 'Dismissing a notification answers 500.' },
  {
    name: 'questionnaire-no-match',
    description: 'Questionnaire results are always empty (the no-match message).',
  },
  { name: 'server-error', description: 'Every API call answers 500.' },
  { name: 'slow', description: 'Every API call is delayed by 1500 ms, then answers normally.' },
  {
    name: 'offline',
    description: 'Every API call fails as a network error (HttpResponse.error()).',
  },
  {
    name: 'empty',
    description: 'Every paged list (and the ads, categories and playlists) is empty.',
  },
] as const

export type ScenarioName = (typeof SCENARIOS)[number]['name']

export const SCENARIO_NAMES: readonly ScenarioName[] = SCENARIOS.map((s) => s.name)

/** Delay of the `slow` scenario. */
export const SLOW_DELAY_MS = 1500
