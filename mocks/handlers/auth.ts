import { deleteAccount } from '#mocks/db/cascade'
import { authConfig } from '#mocks/db/config'
import { randomToken } from '#mocks/db/random'
import { savedBoardsOf, toProfile, toProfileSummary } from '#mocks/db/serialise'
import { commit, getDb, nextId } from '#mocks/db/store'
import type { ProfileRow } from '#mocks/db/types'
import { sendMail } from '#mocks/mailbox'
import { mediaUrl } from '#mocks/media/urls'
import { CONSUMERS_GROUP } from '#mocks/factories/profile'
import { issueTokens, revokeTokensOf, rotateRefreshToken } from '#mocks/db/tokens'
import { accessTokenOf, optionalProfile, requireProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'
import { storeImage } from './lib/images'
import { matchesQuery, pageParam, paginate, searchParam } from './lib/paging'

export const MESSAGES = {
  wrongCredentials: 'No active account found with the given credentials',
  notVerified: 'Two-factor authentication not completed. Please verify your account.',
  usernameTaken: 'This username is already taken!',
  usernameTakenProfile: 'This username is already taken! Choose another one.',
  usernameRule: 'Usernames are 2 to 30 letters, numbers, dots, dashes or underscores.',
  wrongCurrentPassword: 'Your current password is incorrect!',
  missingCurrentPassword: 'Please add your current password to update it!',
  updatedPasswordsDiffer: 'Your updated passwords do not match!',
  passwordsDiffer: 'Passwords do not match.',
  weakPassword: 'Password is not strong enough',
  emailTaken: 'An account with this e-mail address already exists.',
  emailDeleted:
    'This e-mail address belonged to a deleted account and cannot be used to register again.',
  emailInvalid: 'Enter a valid email address.',
  emailUnknown: 'No account found with this e-mail address.',
  recoveryExpired: 'This recovery link has expired or is not valid.',
  googleTokenRejected: 'Google sign-in failed: the token was rejected.',
} as const

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What a recovery request is answered with, whether or not the address has an account. */
const RECOVERY_SENT = 'If that address has an account, a recovery link is on its way.'

/**
 * No strength rule is set for the product; chosen: 8+ characters with letters and digits, the same
 * wherever a password is set (sign-up, the profile's password change, a recovery link).
 */
export function passwordWeakness(password: string): string | null {
  if (password.length < 8) return `${MESSAGES.weakPassword}: use at least 8 characters.`
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password))
    return `${MESSAGES.weakPassword}: use both letters and numbers.`
  return null
}

/** No username rule is set for the product either; chosen: 2 to 30 of letters, digits, ".", "-", "_". */
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{2,30}$/

function usernameProblem(username: string): string | null {
  return USERNAME_PATTERN.test(username) ? null : MESSAGES.usernameRule
}

function findByUsername(username: string): ProfileRow | undefined {
  const wanted = username.trim().toLowerCase()
  return getDb().profiles.find((p) => p.username.toLowerCase() === wanted)
}

function findByEmail(email: string): ProfileRow | undefined {
  const wanted = email.trim().toLowerCase()
  return getDb().profiles.find((p) => p.email.toLowerCase() === wanted)
}

function emailProblem(email: string): string | null {
  if (!EMAIL_PATTERN.test(email.trim())) return MESSAGES.emailInvalid
  if (getDb().deletedEmails.includes(email.trim().toLowerCase())) return MESSAGES.emailDeleted
  if (findByEmail(email)) return MESSAGES.emailTaken
  return null
}

function verificationLink(profileId: number, referralId: string | null): string {
  return `/verification/confirm/${profileId}${referralId ? `?referral_id=${encodeURIComponent(referralId)}` : ''}`
}

function sendVerificationMail(profile: ProfileRow): void {
  const link = verificationLink(profile.id, profile.referral_id)
  sendMail({
    kind: 'verification',
    to: profile.email,
    subject: 'Verify your Film Waffle account',
    body: `Hi ${profile.username}, welcome to Film Waffle! Confirm your e-mail address to start posting: ${link}`,
    link,
  })
}

export const authHandlers = [
  http.post('/api/auth/login', async ({ request, response }) => {
    const body = await request.json()
    const profile =
      findByUsername(body.username) ??
      (body.username.includes('@') ? findByEmail(body.username) : undefined)
    if (!profile || profile.password !== body.password)
      throw problem.detail(MESSAGES.wrongCredentials, 401)
    if (!profile.is_verified) throw problem.detail(MESSAGES.notVerified, 401)
    return response(200).json(issueTokens(profile.id, 'login'))
  }),

  http.post('/api/auth/login/refresh', async ({ request, response }) => {
    const body = await request.json()
    const tokens = rotateRefreshToken(body.refresh)
    if (!tokens) throw problem.tokenNotValid('Token is invalid or expired')
    return response(200).json(tokens)
  }),

  http.post('/api/auth/logout', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const db = getDb()
    if (db.refreshTokens[body.refresh]?.profile_id === profile.id)
      delete db.refreshTokens[body.refresh]
    const access = accessTokenOf(request)
    if (access) delete db.accessTokens[access]
    commit()
    return response(205).empty()
  }),

  http.get('/api/auth', ({ request, response }) => {
    const profile = requireProfile(request)
    return response(200).json(toProfile(getDb(), profile))
  }),

  http.put('/api/auth', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    if (body.username !== undefined) {
      const username = body.username.trim()
      const owner = findByUsername(username)
      if (!username) throw problem.validation({ username: ['Please add a username.'] })
      if (owner && owner.id !== profile.id) {
        throw problem.validation(
          { username: [MESSAGES.usernameTakenProfile] },
          MESSAGES.usernameTakenProfile,
        )
      }
      // The sign-up rule, for a new name only: a name that predates the rule can stay.
      const rule = owner?.id === profile.id ? null : usernameProblem(username)
      if (rule) throw problem.validation({ username: [rule] }, rule)
    }
    const newPassword = body.update_password ?? ''
    const confirm = body.confirm_password ?? ''
    if (newPassword || confirm) {
      if (!body.current_password) {
        throw problem.validation(
          { current_password: [MESSAGES.missingCurrentPassword] },
          MESSAGES.missingCurrentPassword,
        )
      }
      if (body.current_password !== profile.password) {
        throw problem.validation(
          { current_password: [MESSAGES.wrongCurrentPassword] },
          MESSAGES.wrongCurrentPassword,
        )
      }
      if (newPassword !== confirm) {
        throw problem.validation(
          { confirm_password: [MESSAGES.updatedPasswordsDiffer] },
          MESSAGES.updatedPasswordsDiffer,
        )
      }
      const weakness = passwordWeakness(newPassword)
      if (weakness) throw problem.validation({ update_password: [weakness] }, weakness)
    }
    // The tagline's 50 characters are checked by the gate, against the contract's `maxLength`
    // (code points, as JSON Schema and the API count them: an emoji is one character).
    if (body.username !== undefined) profile.username = body.username.trim()
    if (body.first_name !== undefined) profile.first_name = body.first_name
    if (body.last_name !== undefined) profile.last_name = body.last_name
    if (body.date_of_birth !== undefined) profile.date_of_birth = body.date_of_birth
    if (body.tagline !== undefined) profile.tagline = body.tagline
    if (body.bio !== undefined) profile.bio = body.bio
    // E-mail is read-only (docs/behaviour.md#profiles): a changed value is ignored, like the real
    // server does.
    profile.profile_picture = storeImage(body.profile_picture, profile.profile_picture)
    profile.cover_picture = storeImage(body.cover_picture, profile.cover_picture)
    if (newPassword) profile.password = newPassword
    commit()
    return response(200).json(toProfile(getDb(), profile))
  }),

  http.delete('/api/auth', ({ request, response }) => {
    const profile = requireProfile(request)
    deleteAccount(profile)
    return response(205).empty()
  }),

  http.post('/api/auth/register/check-1', async ({ request, response }) => {
    const body = await request.json()
    const emailIssue = emailProblem(body.email)
    if (emailIssue) throw problem.detail(emailIssue, 400)
    if (body.password !== body.confirm_password) throw problem.detail(MESSAGES.passwordsDiffer, 400)
    const weakness = passwordWeakness(body.password)
    if (weakness) throw problem.detail(weakness, 400)
    return response(200).json({ detail: 'Email and password are valid.' })
  }),

  http.post('/api/auth/register/check-2', async ({ request, response }) => {
    const body = await request.json()
    const username = body.username.trim()
    if (findByUsername(username)) throw problem.detail(MESSAGES.usernameTaken, 400)
    const rule = usernameProblem(username)
    if (rule) throw problem.detail(rule, 400)
    return response(200).json({ detail: 'Username is available.' })
  }),

  http.post('/api/auth/register', async ({ request, query, response }) => {
    const body = await request.json()
    const referralId = query.get('referral_id')
    const errors: Record<string, string[]> = {}
    const username = body.username.trim()
    if (findByUsername(username)) errors.username = [MESSAGES.usernameTaken]
    else if (usernameProblem(username)) errors.username = [MESSAGES.usernameRule]
    const emailIssue = emailProblem(body.email)
    if (emailIssue) errors.email = [emailIssue]
    const weakness = passwordWeakness(body.password)
    if (weakness) errors.password = [weakness]
    if (body.password !== body.confirm_password)
      errors.confirm_password = [MESSAGES.passwordsDiffer]
    if (!body.over_18) errors.over_18 = ['You must confirm you are over 18.']
    if (!body.agree_terms) errors.agree_terms = ['You must agree to the Terms to continue.']
    const first = Object.values(errors)[0]?.[0]
    if (first) throw problem.validation(errors, first)

    const db = getDb()
    const profile: ProfileRow = {
      id: nextId('profiles'),
      username,
      email: body.email.trim().toLowerCase(),
      password: body.password,
      first_name: body.first_name ?? '',
      last_name: body.last_name ?? '',
      date_of_birth: body.date_of_birth ?? null,
      profile_picture: mediaUrl.avatar(username),
      cover_picture: null,
      tagline: '',
      bio: '',
      timezone: body.timezone ?? 'GB',
      language: body.language ?? 'EN',
      agree_terms: body.agree_terms,
      over_18: body.over_18,
      wants_email_marketing: body.wants_email_marketing,
      is_verified: false,
      created_date: new Date().toISOString(),
      permission_groups: [CONSUMERS_GROUP],
      saved_board_ids: [],
      favourite_location_ids: [],
      referral_id: referralId,
    }
    db.profiles.push(profile)
    sendVerificationMail(profile)
    commit()
    return response(200).json({ message: 'Account created! Check your email to verify.' })
  }),

  http.post('/api/auth/verification', async ({ request, response }) => {
    const body = await request.json()
    const profile = findByEmail(body.email)
    if (!profile)
      throw problem.validation({ email: [MESSAGES.emailUnknown] }, MESSAGES.emailUnknown)
    if (profile.is_verified) throw problem.message('This account is already verified.')
    sendVerificationMail(profile)
    return response(200).json({ message: 'Verification e-mail sent. Check your inbox.' })
  }),

  http.get('/api/auth/verification/confirm/{profileId}', ({ params, query, response }) => {
    const profile = getDb().profiles.find((p) => p.id === Number(params.profileId))
    if (!profile) throw problem.notFound()
    profile.is_verified = true
    const referralId = query.get('referral_id')
    if (referralId && !profile.referral_id) profile.referral_id = referralId
    commit()
    return response(200).json({
      message: 'Your email address is verified.',
      user: toProfile(getDb(), profile),
    })
  }),

  http.post('/api/auth/referral', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    if (findByEmail(body.email))
      throw problem.validation({ email: ['This person is already a member.'] })
    const link = `/register?referral_id=ref-${profile.id}`
    sendMail({
      kind: 'referral',
      to: body.email.trim().toLowerCase(),
      subject: `${profile.username} invited you to Film Waffle`,
      body: `${profile.username} thinks you would enjoy Film Waffle, the film-discussion community. Join here: ${link}`,
      link,
    })
    return response(200).json({ message: 'Invitation sent.' })
  }),

  http.post('/api/auth/api-key', ({ request, response }) => {
    const profile = requireProfile(request)
    // Contract decision 14: one key per member; asking again hands back the same key with 200.
    const existing = Object.entries(getDb().apiKeys).find(([, owner]) => owner === profile.id)
    if (existing) return response(200).json({ key: existing[0] })
    const key = randomToken(40).toLowerCase()
    getDb().apiKeys[key] = profile.id
    commit()
    return response(201).json({ key })
  }),

  http.post('/api/auth/contact/', async ({ request, response }) => {
    const body = await request.json()
    const sender = optionalProfile(request)
    sendMail({
      kind: 'contact',
      to: body.email.trim().toLowerCase(),
      subject: `We received your message: ${body.subject}`,
      body: `Thanks for getting in touch${sender ? `, ${sender.username}` : ''}. A copy of your message:\n\n${body.message}`,
      link: null,
    })
    return response(200).json({ message: 'Thanks, your message has been sent.' })
  }),

  http.post('/api/auth/forgot-my-password', async ({ request, response }) => {
    const body = await request.json()
    const profile = findByEmail(body.email)
    // The same answer whether or not the address has an account (openapi
    // `requestPasswordRecovery`): the form must not tell who is a member.
    if (!profile) return response(200).json({ message: RECOVERY_SENT })
    const token = randomToken(32)
    getDb().recoverySessions.push({
      token,
      profile_id: profile.id,
      expires_at: Date.now() + authConfig.recoverySessionTtlMs,
      used: false,
    })
    const link = `/forgot-my-password/recovery?profile=${profile.id}&session=${token}`
    sendMail({
      kind: 'recovery',
      to: profile.email,
      subject: 'Reset your Film Waffle password',
      body: `Hi ${profile.username}, someone asked to reset your password. Choose a new one here (the link works for one hour): ${link}`,
      link,
    })
    return response(200).json({ message: RECOVERY_SENT })
  }),

  http.get('/api/auth/forgot-my-password/verify', ({ query, response }) => {
    const profileId = Number(query.get('profile'))
    if (!getDb().profiles.some((p) => p.id === profileId)) throw problem.notFound()
    if (!recoverySessionValid(profileId, query.get('session') ?? ''))
      throw problem.detail(MESSAGES.recoveryExpired, 400)
    return response(200).json({ valid: true })
  }),

  http.post('/api/auth/forgot-my-password/recover', async ({ request, response }) => {
    const body = await request.json()
    const profile = getDb().profiles.find((p) => p.id === body.profile)
    if (!profile) throw problem.notFound()
    if (!recoverySessionValid(profile.id, body.session))
      throw problem.message(MESSAGES.recoveryExpired)
    if (body.new_password !== body.confirm_password) {
      throw problem.validation(
        { confirm_password: [MESSAGES.passwordsDiffer] },
        MESSAGES.passwordsDiffer,
      )
    }
    const weakness = passwordWeakness(body.new_password)
    if (weakness) throw problem.validation({ new_password: [weakness] }, weakness)
    profile.password = body.new_password
    for (const session of getDb().recoverySessions)
      if (session.profile_id === profile.id) session.used = true
    revokeTokensOf(profile.id)
    commit()
    return response(200).json({ status: 'success', message: 'password_recovery_success' })
  }),

  http.post('/api/auth/google/login/token', async ({ request, response }) => {
    const body = await request.json()
    const result = socialLogin(body.token)
    if ('non_field_errors' in result) throw problem.validation(result)
    return response(200).json(result)
  }),

  http.post('/api/auth/google/login/callback', async ({ request, response }) => {
    const body = await request.json()
    const result = socialLogin(body.token)
    if ('non_field_errors' in result) throw problem.validation(result)
    return response(200).json(result)
  }),

  http.put('/api/auth/board/save', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const board = getDb().boards.find((b) => b.id === body.id)
    if (!board) throw problem.notFound()
    if (!profile.saved_board_ids.includes(board.id)) profile.saved_board_ids.push(board.id)
    commit()
    return response(200).json({
      id: board.id,
      saved: true,
      saved_boards: savedBoardsOf(getDb(), profile),
    })
  }),

  http.put('/api/auth/board/remove', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const board = getDb().boards.find((b) => b.id === body.id)
    if (!board) throw problem.notFound()
    profile.saved_board_ids = profile.saved_board_ids.filter((id) => id !== board.id)
    commit()
    return response(200).json({
      id: board.id,
      saved: false,
      saved_boards: savedBoardsOf(getDb(), profile),
    })
  }),

  http.get('/api/auth/profile/search', ({ request, query, response }) => {
    requireProfile(request)
    const text = searchParam(request.url)
    const only = query.get('profile')
    const db = getDb()
    // Contract decision 8: `profile` names one member; an unknown (or unverified) one is 404.
    if (only !== null && !db.profiles.some((p) => p.id === Number(only) && p.is_verified))
      return response(404).json({ detail: 'Not found.' })
    const matches = db.profiles
      .filter((p) => p.is_verified)
      .filter((p) => only === null || p.id === Number(only))
      .filter((p) => matchesQuery(text, p.username, p.first_name, p.last_name, p.tagline))
    const page = paginate(matches, pageParam(request.url))
    return response(200).json({
      ...page,
      results: page.results.map((p) => toProfileSummary(db, p)),
    })
  }),
]

function recoverySessionValid(profileId: number, token: string): boolean {
  const session = getDb().recoverySessions.find(
    (s) => s.token === token && s.profile_id === profileId,
  )
  return session !== undefined && !session.used && session.expires_at > Date.now()
}

/**
 * Google sign-in in mock mode: any token signs in the demo member filmfan, except the tokens
 * "invalid" and "expired", which fail like a rejected Google token would.
 */
function socialLogin(
  token: string,
): { non_field_errors: string[] } | { access: string; refresh: string } {
  // Contract decision 13: a refused Google token is 400 `non_field_errors`, as
  // dj-rest-auth's SocialLoginView answers it.
  if (token === 'invalid' || token === 'expired')
    return { non_field_errors: [MESSAGES.googleTokenRejected] }
  const profile = findByUsername('filmfan') ?? getDb().profiles.find((p) => p.is_verified)
  if (!profile) return { non_field_errors: [MESSAGES.googleTokenRejected] }
  return issueTokens(profile.id, 'login')
}
