import { describe, expect, it } from 'vitest'
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

describe('parseSearchQuery (docs/behaviour.md#search)', () => {
  it('trims and collapses repeated spaces', () => {
    expect(parseSearchQuery('  the   thing  ')).toBe('the thing')
    expect(parseSearchQuery('noir\t\n film')).toBe('noir film')
  })

  it('omits an empty or blank query', () => {
    expect(parseSearchQuery('')).toBeUndefined()
    expect(parseSearchQuery('    ')).toBeUndefined()
  })

  it('keeps numbers and booleans the URL parser produced as text', () => {
    expect(parseSearchQuery(1984)).toBe('1984')
    expect(parseSearchQuery(true)).toBe('true')
  })

  it('reads the first value of a repeated key and drops objects', () => {
    expect(parseSearchQuery(['alien', 'aliens'])).toBe('alien')
    expect(parseSearchQuery({ nested: 'x' })).toBeUndefined()
    expect(parseSearchQuery(undefined)).toBeUndefined()
    expect(parseSearchQuery(Number.NaN)).toBeUndefined()
  })
})

describe('parsePositiveInt', () => {
  it('accepts positive whole numbers as numbers or digits', () => {
    expect(parsePositiveInt(42)).toBe(42)
    expect(parsePositiveInt('42')).toBe(42)
    expect(parsePositiveInt(' 7 ')).toBe(7)
  })

  it.each([
    ['abc'],
    [''],
    ['0'],
    [0],
    [-3],
    ['-3'],
    [1.5],
    ['1.5'],
    ['1e3'],
    [null],
    [{}],
    ['99999999999999999999'],
  ])('drops the malformed value %j', (raw) => {
    expect(parsePositiveInt(raw)).toBeUndefined()
  })
})

describe('parseToken', () => {
  it('keeps non-empty text, trimmed, and numbers as text', () => {
    expect(parseToken(' ref-8c1d2e ')).toBe('ref-8c1d2e')
    expect(parseToken(123)).toBe('123')
  })

  it('drops empty values', () => {
    expect(parseToken('')).toBeUndefined()
    expect(parseToken('   ')).toBeUndefined()
    expect(parseToken(undefined)).toBeUndefined()
  })
})

describe('parseRedirectPath (same-origin paths only)', () => {
  it('keeps a path with its search and hash', () => {
    expect(parseRedirectPath('/profile')).toBe('/profile')
    expect(parseRedirectPath('/profiles?query=rachel#top')).toBe('/profiles?query=rachel#top')
    expect(parseRedirectPath('/post/the-thing?comment=3')).toBe('/post/the-thing?comment=3')
  })

  it.each([
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    // Dot segments that collapse into '//evil.example' (found by the property test).
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['profile'],
    ['/\tprofile'],
    [''],
    [42],
  ])('refuses %j', (raw) => {
    expect(parseRedirectPath(raw)).toBeUndefined()
  })

  it('refuses the signed-out-only pages, which would send a member in a loop', () => {
    expect(parseRedirectPath('/login')).toBeUndefined()
    expect(parseRedirectPath('/register?referral_id=x')).toBeUndefined()
    expect(parseRedirectPath('/forgot-my-password/recovery')).toBeUndefined()
    expect(parseRedirectPath('/login-help')).toBe('/login-help')
  })
})

describe('route search validators', () => {
  it('feeds keep a normalised query and drop an empty one', () => {
    expect(validateQuerySearch({ query: '  blade   runner ' })).toEqual({ query: 'blade runner' })
    expect(validateQuerySearch({ query: '' })).toEqual({})
    expect(validateQuerySearch({ unrelated: 'x' })).toEqual({})
  })

  it('/boards adds a filter', () => {
    expect(validateBoardsSearch({ query: 'horror', filter: 'popular' })).toEqual({
      query: 'horror',
      filter: 'popular',
    })
    expect(validateBoardsSearch({ filter: '' })).toEqual({})
  })

  it('/boards keeps only the filters of the contract (BoardFilter enum), so the server never sees an unknown one', () => {
    expect(validateBoardsSearch({ filter: 'top-level' })).toEqual({ filter: 'top-level' })
    expect(validateBoardsSearch({ filter: 'new' })).toEqual({ filter: 'new' })
    expect(validateBoardsSearch({ filter: 'oldest', query: 'noir' })).toEqual({ query: 'noir' })
    expect(validateBoardsSearch({ filter: 'toString' })).toEqual({})
  })

  it('/post/$postSlug keeps a positive comment id only', () => {
    expect(validatePostSearch({ comment: 12 })).toEqual({ comment: 12 })
    expect(validatePostSearch({ comment: 'abc' })).toEqual({})
    expect(validatePostSearch({ comment: -1 })).toEqual({})
  })

  it('/register and the confirmation link keep a non-empty referral id', () => {
    expect(validateReferralSearch({ referral_id: 'ref-1' })).toEqual({ referral_id: 'ref-1' })
    expect(validateReferralSearch({ referral_id: '' })).toEqual({})
  })

  it('the recovery link needs a positive profile id and a session', () => {
    expect(validateRecoverySearch({ profile: 12, session: 'abc' })).toEqual({
      profile: 12,
      session: 'abc',
    })
    expect(validateRecoverySearch({ profile: '', session: 'abc' })).toEqual({ session: 'abc' })
    expect(validateRecoverySearch({ profile: 'twelve' })).toEqual({})
  })

  it('/login keeps a same-origin redirect only', () => {
    expect(validateLoginSearch({ redirect: '/settings' })).toEqual({ redirect: '/settings' })
    expect(validateLoginSearch({ redirect: 'https://evil.example' })).toEqual({})
  })
})
