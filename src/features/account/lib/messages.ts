import { hasText, t, textFor, type TextKey } from '#i18n/en-account'
import { isApiError, messageFromBody } from '#lib/api/errors'

/**
 * What the server said about a failure (its `message`, else `detail`, else the first
 * `non_field_errors`: docs/behaviour.md#alerts-and-messages), or the catalogue's fallback when it
 * said nothing we can show — a raw "Request failed with status 500" helps nobody.
 */
export function serverMessageOr(error: unknown, fallback: TextKey): string {
  const message = isApiError(error) ? messageFromBody(error.body) : undefined
  return message ?? t(fallback)
}

/** Some answers carry a catalogue key instead of a text (password recovery's `message`). */
export function textOrKey(message: string | undefined, fallback: TextKey): string {
  if (message === undefined || message.trim() === '') return t(fallback)
  return hasText(message) ? textFor(message) : message
}

/** The first message the server gave for one field of a validation error. */
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors[field]?.[0] : undefined
}

/**
 * The first `non_field_errors` entry of an error body (a refused Google sign-in:
 * docs/behaviour.md#alerts-and-messages).
 */
export function firstNonFieldError(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined
  const body = error.body
  if (typeof body !== 'object' || body === null) return undefined
  const list = (body as { non_field_errors?: unknown }).non_field_errors
  if (!Array.isArray(list)) return undefined
  const first: unknown = list.find((item) => typeof item === 'string' && item.trim() !== '')
  return typeof first === 'string' ? first : undefined
}
