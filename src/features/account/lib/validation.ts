/** The `{email}` pattern of spec §5: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

export function isBlank(value: string): boolean {
  return value.trim() === ''
}

/** Spec §2: sign-in "not verified" answers carry this detail (a 401). */
const NOT_VERIFIED = /two-factor authentication not completed/i

export function isNotVerifiedDetail(message: string): boolean {
  return NOT_VERIFIED.test(message)
}
