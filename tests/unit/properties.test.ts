import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ApiError,
  apiErrorFromNetworkFailure,
  apiErrorFromResponse,
  fieldErrorsFromBody,
  messageFromBody,
} from '#lib/api/errors'
import { safeUrl } from '#lib/safe-url'
import {
  parsePositiveInt,
  parseRedirectPath,
  parseSearchQuery,
  parseToken,
  validateBoardsSearch,
  validateLoginSearch,
  validatePostSearch,
  validateQuerySearch,
  validateRecoverySearch,
  validateReferralSearch,
} from '#lib/search-params'

/**
 * Properties that must hold for every input, not just the examples in the unit tests beside this
 * file: fast-check generates thousands of values (and shrinks a failure to its smallest form).
 */

/** Anything the router may hand a validator: text, numbers, booleans, arrays, objects, junk. */
const searchValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(' ', '\t\n', '0', '-1', '1e3', '007', 'NaN', 'Infinity', '９'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
)

const WHITESPACE = /\s/

describe('the search-query normaliser', () => {
  it('never throws, and answers trimmed text with single spaces, or nothing', () => {
    fc.assert(
      fc.property(searchValue, (raw) => {
        const query = parseSearchQuery(raw)
        if (query === undefined) return
        expect(query).toBe(query.trim())
        expect(query).not.toBe('')
        expect(query).not.toMatch(/\s{2}/)
        expect([...query].filter((c) => WHITESPACE.test(c)).every((c) => c === ' ')).toBe(true)
      }),
    )
  })

  it('is idempotent, and keeps every non-space character in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (raw) => {
        const query = parseSearchQuery(raw)
        if (query === undefined) {
          expect(raw.trim()).toBe('')
          return
        }
        expect(parseSearchQuery(query)).toBe(query)
        expect(query.replace(/\s/g, '')).toBe(raw.replace(/\s/g, ''))
      }),
    )
  })
})

describe('the search-param validators', () => {
  const validators = [
    validateQuerySearch,
    validateBoardsSearch,
    validatePostSearch,
    validateReferralSearch,
    validateRecoverySearch,
    validateLoginSearch,
  ]

  it('never throw and name only their own keys, whatever the URL held', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'query',
            'filter',
            'comment',
            'referral_id',
            'profile',
            'session',
            'redirect',
            'x',
          ),
          searchValue,
        ),
        (search) => {
          for (const validate of validators) {
            const result = validate(search)
            for (const value of Object.values(result)) {
              expect(['string', 'number', 'undefined']).toContain(typeof value)
            }
          }
        },
      ),
    )
  })

  it('keep a positive whole number and nothing else', () => {
    fc.assert(
      fc.property(searchValue, (raw) => {
        const value = parsePositiveInt(raw)
        if (value !== undefined) {
          expect(Number.isSafeInteger(value) && value > 0).toBe(true)
        }
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parsePositiveInt(String(n))).toBe(n)
        expect(parsePositiveInt(n)).toBe(n)
        expect(parsePositiveInt([String(n), 'junk'])).toBe(n)
      }),
    )
  })

  it('keep tokens as non-empty trimmed text', () => {
    fc.assert(
      fc.property(searchValue, (raw) => {
        const token = parseToken(raw)
        if (token !== undefined) {
          expect(token).toBe(token.trim())
          expect(token).not.toBe('')
        }
      }),
    )
  })

  it('never let a sign-in redirect leave the site or loop back to a signed-out page', () => {
    const hostile = fc.oneof(
      searchValue,
      fc.webUrl(),
      fc.string().map((s) => `//${s}`),
      fc.string().map((s) => `/\\${s}`),
      fc.string().map((s) => `javascript:${s}`),
      fc.webPath(),
      fc.constantFrom(
        '/login',
        '/register/',
        '/forgot-my-password/recovery',
        '/%2F%2Fevil.example',
      ),
    )
    fc.assert(
      fc.property(hostile, (raw) => {
        const path = parseRedirectPath(raw)
        if (path === undefined) return
        expect(path.startsWith('/')).toBe(true)
        expect(path.startsWith('//')).toBe(false)
        expect(path).not.toContain('\\')
        const url = new URL(path, 'https://film-waffle.example')
        expect(url.origin).toBe('https://film-waffle.example')
        expect(url.pathname).not.toMatch(/^\/(login|register|forgot-my-password)(\/|$)/)
      }),
    )
  })
})

describe('the error normaliser', () => {
  const body = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        message: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        detail: fc.oneof(fc.string(), fc.constant(null)),
        non_field_errors: fc.array(fc.oneof(fc.string(), fc.integer())),
        username: fc.array(fc.oneof(fc.string(), fc.constant(null))),
        code: fc.oneof(fc.string(), fc.array(fc.string())),
      },
      { requiredKeys: [] },
    ),
  )

  it('always makes one ApiError with a non-empty message and string-only field errors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), body, (status, answer) => {
        const error = apiErrorFromResponse(new Response(null, { status }), answer)
        expect(error).toBeInstanceOf(ApiError)
        expect(error.status).toBe(status)
        expect(error.isNetworkError).toBe(false)
        expect(error.message.trim()).not.toBe('')
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          expect(['message', 'detail', 'non_field_errors']).not.toContain(field)
          expect(messages.length).toBeGreaterThan(0)
          for (const message of messages) expect(typeof message).toBe('string')
        }
      }),
    )
  })

  it('prefers message, then detail, then the first non-field error', () => {
    const text = fc.string().filter((s) => s.trim() !== '')
    fc.assert(
      fc.property(text, text, text, (message, detail, nonField) => {
        expect(messageFromBody({ message, detail, non_field_errors: [nonField] })).toBe(message)
        expect(messageFromBody({ detail, non_field_errors: [nonField] })).toBe(detail)
        expect(messageFromBody({ non_field_errors: ['', nonField] })).toBe(nonField)
      }),
    )
  })

  it('reads field errors from any body without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (answer) => {
        expect(() => fieldErrorsFromBody(answer)).not.toThrow()
        expect(() => messageFromBody(answer)).not.toThrow()
      }),
    )
  })

  it('says a lost connection is a network error with a message to show', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (cause) => {
        const error = apiErrorFromNetworkFailure(
          typeof cause === 'string' ? new TypeError(cause) : cause,
        )
        expect(error.isNetworkError).toBe(true)
        expect(error.message.trim()).not.toBe('')
      }),
    )
  })
})

describe('the URL allow-list', () => {
  const ORIGIN = 'https://film-waffle.example'
  const scheme = fc.constantFrom(
    'javascript:',
    'JaVaScRiPt:',
    'vbscript:',
    'data:',
    'data:text/html,',
    'blob:',
    'file:',
    'ftp:',
  )
  /** Whitespace and control characters a browser would strip from inside a scheme. */
  const noise = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u000b', '') })

  it('lets nothing but http(s) and same-origin paths through, however a scheme is disguised', () => {
    fc.assert(
      fc.property(noise, scheme, fc.string(), noise, (before, bad, rest, inside) => {
        const disguised = `${before}${bad.slice(0, 2)}${inside}${bad.slice(2)}${rest}`
        const result = safeUrl(disguised, ORIGIN)
        if (result === undefined) return
        const url = new URL(result, ORIGIN)
        expect(['http:', 'https:']).toContain(url.protocol)
      }),
    )
  })

  it('keeps every absolute http(s) URL and every path on this origin', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(safeUrl(url, ORIGIN)).toBe(url)
      }),
    )
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const value = `/${path.replace(/^\/+/, '')}`
        if (value.includes('\\')) return
        expect(safeUrl(value, ORIGIN)).toBe(value)
      }),
    )
  })

  it('never answers something that leaves the origin without saying so', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = safeUrl(raw, ORIGIN)
        if (result === undefined) return
        const url = new URL(result, ORIGIN)
        expect(['http:', 'https:']).toContain(url.protocol)
        // A relative answer stays here; only an explicit http(s) URL may point elsewhere.
        if (!/^https?:/i.test(result.trim())) expect(url.origin).toBe(ORIGIN)
      }),
    )
  })
})
