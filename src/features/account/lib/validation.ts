import { t } from '#i18n/en-account'

/** The e-mail pattern (docs/behaviour.md#accounts-and-sign-in): something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

export function isBlank(value: string): boolean {
  return value.trim() === ''
}

/** What is wrong with an address, as the person reads it (required, then the pattern). */
export function emailProblem(value: string): string | undefined {
  if (isBlank(value)) return t('email_required')
  return isEmail(value) ? undefined : t('invalid_email')
}

/** Sign-in "not verified" answers carry this detail (a 401, openapi `logIn`). */
const NOT_VERIFIED = /two-factor authentication not completed/i

export function isNotVerifiedDetail(message: string): boolean {
  return NOT_VERIFIED.test(message)
}
