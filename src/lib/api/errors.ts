import { t } from '#i18n/index'

/**
 * Every failed call surfaces as one `ApiError` (docs/behaviour.md#alerts-and-messages): the message
 * a member may see is the server's `message`, else its `detail` (login, registration checks and
 * Google sign-in answer that way), else the first `non_field_errors` entry, else the raw HTTP
 * message; a call that got no answer says so in the catalogue's words.
 * DRF's `{ field: ["msg", …] }` bodies also land in `fieldErrors` for forms to show per field.
 */

/** `status` 0 means the request never got an answer (offline, DNS, CORS, timeout). */
export const NETWORK_ERROR_STATUS = 0

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly body: unknown
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>

  constructor(options: {
    status: number
    body: unknown
    message: string
    fieldErrors?: Record<string, string[]>
    cause?: unknown
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = options.status
    this.body = options.body
    this.fieldErrors = options.fieldErrors ?? {}
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(nonEmptyString).find((item) => item !== undefined)
  return nonEmptyString(value)
}

/**
 * A read whose refusal with `status` is an answer, not a failure ("not available for your
 * account", "no such member"): that status gives `null`, kept and cached like any other data, so
 * the screen shows it and nothing asks again; every other failure stays an error.
 */
export async function nullWhen<T>(status: number, load: Promise<T>): Promise<T | null> {
  try {
    return await load
  } catch (error) {
    if (isApiError(error) && error.status === status) return null
    throw error
  }
}

/**
 * The member-facing message of an error body, in the order of
 * docs/behaviour.md#alerts-and-messages.
 */
export function messageFromBody(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined
  return (
    nonEmptyString(body.message) ??
    nonEmptyString(body.detail) ??
    firstString(body.non_field_errors)
  )
}

// `code` and `status` are fields when they carry a list of messages (the OAuth callbacks' refused
// `code`); as a single string (`{ detail, code: 'token_not_valid' }`) they are not lists and skipped.
const NOT_A_FIELD = new Set(['message', 'detail', 'non_field_errors'])

/** DRF validation bodies: `{ username: ["This username is already taken!"] }`. */
export function fieldErrorsFromBody(body: unknown): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {}
  if (!isRecord(body)) return fieldErrors
  for (const [field, value] of Object.entries(body)) {
    if (NOT_A_FIELD.has(field)) continue
    const messages = Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item !== '')
      : []
    if (messages.length > 0) fieldErrors[field] = messages
  }
  return fieldErrors
}

/** Parses an error answer's body: JSON when it is JSON, otherwise the text (or null when empty). */
export async function readErrorBody(response: Response): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch {
    return null
  }
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

export function apiErrorFromResponse(
  response: Response,
  body: unknown,
  rawMessage?: string,
): ApiError {
  const fallback =
    rawMessage ??
    `Request failed with status ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
  return new ApiError({
    status: response.status,
    body,
    message: messageFromBody(body) ?? fallback,
    fieldErrors: fieldErrorsFromBody(body),
  })
}

/**
 * A request that got no answer: offline, refused, blocked by CORS, aborted by a timeout. The
 * browser's own words ("Failed to fetch", "Load failed") mean nothing to a member and differ
 * between browsers, so the message is the catalogue's; the original error stays the `cause`.
 */
export function apiErrorFromNetworkFailure(cause: unknown): ApiError {
  return new ApiError({
    status: NETWORK_ERROR_STATUS,
    body: null,
    message: t('app_error_network'),
    cause,
  })
}
