import { t } from '#i18n/en-account'

/**
 * The e-mail rule of the contract (openapi `format: email`, docs/behaviour.md#accounts-and-sign-in):
 * ASCII name@domain.tld, as the JSON Schema format and ajv-formats' full mode define it. An address
 * this lets through is one the server accepts as an e-mail address, so the person never meets the
 * server's refusal of a malformed one; tests/unit/email-rule.test.ts compares the two.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i

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
