import { commentError } from './comment-error'
import { empty } from './empty'
import { expiredRecoveryLink } from './expired-recovery-link'
import { groupCreateError } from './group-create-error'
import { hostile } from './hostile'
import { loginError } from './login-error'
import { notificationDismissError } from './notification-dismiss-error'
import { offline } from './offline'
import { postCreateError } from './post-create-error'
import { questionnaireNoMatch } from './questionnaire-no-match'
import { refreshFailed } from './refresh-failed'
import { registrationError } from './registration-error'
import { serverError } from './server-error'
import { sessionExpired } from './session-expired'
import { slow } from './slow'
import { unverifiedLogin } from './unverified-login'
import { usernameTaken } from './username-taken'
import { voteError } from './vote-error'
import { weakPassword } from './weak-password'

/**
 * Every scenario, in the order the toolbar lists them. Adding one: a module beside this file that
 * exports `defineScenario({ name, description, handlers | world })`, and its line here.
 */
export const SCENARIOS = [
  unverifiedLogin,
  loginError,
  expiredRecoveryLink,
  usernameTaken,
  weakPassword,
  registrationError,
  sessionExpired,
  refreshFailed,
  voteError,
  commentError,
  postCreateError,
  groupCreateError,
  notificationDismissError,
  questionnaireNoMatch,
  serverError,
  slow,
  offline,
  empty,
  hostile,
] as const

export type ScenarioName = (typeof SCENARIOS)[number]['name']

export const SCENARIO_NAMES: readonly ScenarioName[] = SCENARIOS.map((s) => s.name)

export { SLOW_DELAY_MS } from './slow'
export { defineScenario, type Scenario } from './define'
