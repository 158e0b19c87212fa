import { randomUUID } from 'node:crypto'
import type { ContractValidator } from './validator'

/**
 * The stateful journey the conformance runner drives over a live server: every call goes through
 * `Client.send`, which hands the raw exchange to the validator and records the status and any
 * violation under the operation it belongs to. The journey itself only reads the ids it needs
 * to go on (a slug, a post id); it never judges a shape, that is the document's job.
 */

export interface RunOptions {
  baseUrl: string
  /** A verified member of a server that is not our mock server. */
  username?: string
  password?: string
  timeoutMs?: number
  /** Treat the target as a server that is not ours even if it answers `/__mock/...`. */
  ignoreMockEndpoints?: boolean
  /** Progress lines (one per call); silent when absent. */
  log?: (line: string) => void
}

export interface OperationRecord {
  statuses: Set<number>
  violations: Map<string, number>
}

export interface JourneyOutcome {
  target: 'mock server' | 'server'
  records: Map<string, OperationRecord>
  /** Steps that could not be completed (the server did not do what the step needs). */
  failures: string[]
  /** Bugs of the runner itself: a request it built does not match the document. */
  runnerErrors: string[]
  /** Operations skipped on purpose, with the reason. */
  skipped: Map<string, string>
}

class JourneyFailure extends Error {}

interface Answer {
  status: number
  body: unknown
}

interface SendOptions {
  query?: Record<string, string | number>
  body?: unknown
  /** `undefined`: the member's access token if signed in; `null`: none; a string: that bearer. */
  token?: string | null
  /** Statuses the step needs to go on; anything else fails the step. */
  expect?: number[]
}

class Client {
  access: string | null = null
  refresh: string | null = null

  constructor(
    private readonly baseUrl: string,
    private readonly validator: ContractValidator,
    private readonly outcome: JourneyOutcome,
    private readonly timeoutMs: number,
    private readonly log?: (line: string) => void,
  ) {}

  async send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(options.query ?? {})) search.set(key, String(value))
    const url = search.size > 0 ? `${path}?${search}` : path
    const headers: Record<string, string> = { accept: 'application/json' }
    const token = options.token === undefined ? this.access : options.token
    if (token) headers.authorization = `Bearer ${token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'

    for (const problem of this.validator.requestProblems(method, url, options.body, headers)) {
      this.outcome.runnerErrors.push(`${method} ${url}: ${problem}`)
    }

    let response: Response
    try {
      response = await fetch(`${this.baseUrl}${url}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      throw new JourneyFailure(`${method} ${url}: no answer (${(error as Error).message})`)
    }
    const bodyText = await response.text()
    const check = this.validator.check({
      method,
      url,
      requestBody: options.body,
      status: response.status,
      contentType: response.headers.get('content-type'),
      bodyText,
    })
    const key = check.operationId ?? `${method} ${path}`
    let record = this.outcome.records.get(key)
    if (!record) {
      record = { statuses: new Set(), violations: new Map() }
      this.outcome.records.set(key, record)
    }
    record.statuses.add(response.status)
    for (const violation of check.violations) {
      record.violations.set(violation, (record.violations.get(violation) ?? 0) + 1)
    }
    this.log?.(
      `${method} ${url} → ${response.status}${check.violations.length > 0 ? ` ✗ ${check.violations.length} violation(s)` : ''}`,
    )

    let body: unknown = null
    try {
      body = bodyText === '' ? null : (JSON.parse(bodyText) as unknown)
    } catch {
      body = bodyText
    }
    if (options.expect && !options.expect.includes(response.status)) {
      throw new JourneyFailure(
        `${check.operationId ?? method} ${url} answered ${response.status}, the journey needs ${options.expect.join(' or ')}: ${bodyText.slice(0, 160)}`,
      )
    }
    return { status: response.status, body }
  }
}

// --- reading the few values the journey needs -------------------------------------------------

function at(value: unknown, path: string): unknown {
  let current = value
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

function num(value: unknown, path: string, what: string): number {
  const found = at(value, path)
  if (typeof found !== 'number') throw new JourneyFailure(`${what}: no number at "${path}"`)
  return found
}

function str(value: unknown, path: string, what: string): string {
  const found = at(value, path)
  if (typeof found !== 'string' || found === '')
    throw new JourneyFailure(`${what}: no string at "${path}"`)
  return found
}

function list(value: unknown, path: string, what: string): unknown[] {
  const found = path === '' ? value : at(value, path)
  if (!Array.isArray(found)) throw new JourneyFailure(`${what}: no list at "${path || 'body'}"`)
  return found
}

function first(value: unknown, path: string, what: string): unknown {
  const items = list(value, path, what)
  if (items.length === 0) throw new JourneyFailure(`${what}: the list is empty`)
  return items[0]
}

// --- the journey ------------------------------------------------------------------------------

interface Account {
  username: string
  email: string
  password: string
}

/** Our mock server says so: it answers its QA endpoint with the scenario catalogue. */
async function isOurMockServer(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/__mock/scenario`, {
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) return false
    const body = (await response.json()) as unknown
    return Array.isArray(at(body, 'scenarios'))
  } catch {
    return false
  }
}

async function mailboxLink(baseUrl: string, to: string, pattern: RegExp): Promise<string> {
  const response = await fetch(`${baseUrl}/__mock/mailbox`)
  const mails = (await response.json()) as unknown
  for (const mail of list(mails, '', 'GET /__mock/mailbox')) {
    const link = at(mail, 'link')
    if (at(mail, 'to') === to && typeof link === 'string' && pattern.test(link)) return link
  }
  throw new JourneyFailure(`the mock mailbox holds no ${pattern} link for ${to}`)
}

function newAccount(tag: string): Account {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const username = `conformance_${tag}_${stamp}`
  return { username, email: `${username}@example.com`, password: 'Conformance1!' }
}

/** Registers `account` and verifies it through the mock mailbox. */
async function registerAndVerify(c: Client, baseUrl: string, account: Account): Promise<void> {
  const credentials = {
    email: account.email,
    password: account.password,
    confirm_password: account.password,
  }
  await c.send('POST', '/api/auth/register/check-1', {
    body: credentials,
    token: null,
    expect: [200],
  })
  await c.send('POST', '/api/auth/register/check-2', {
    body: { username: account.username },
    token: null,
    expect: [200],
  })
  await c.send('POST', '/api/auth/register', {
    body: {
      ...credentials,
      username: account.username,
      first_name: 'Conformance',
      last_name: 'Runner',
      over_18: true,
      agree_terms: true,
      wants_email_marketing: false,
    },
    token: null,
    expect: [200],
  })
  // Not verified yet: the document's not-verified 401.
  await c.send('POST', '/api/auth/login', {
    body: { username: account.username, password: account.password },
    token: null,
    expect: [401],
  })
  await c.send('POST', '/api/auth/verification', {
    body: { email: account.email },
    token: null,
    expect: [200],
  })
  const link = await mailboxLink(baseUrl, account.email, /\/verification\/confirm\/\d+/)
  const profileId = /\/verification\/confirm\/(\d+)/.exec(link)?.[1] ?? ''
  await c.send('GET', `/api/auth/verification/confirm/${profileId}`, { token: null, expect: [200] })
}

async function logIn(c: Client, account: Pick<Account, 'username' | 'password'>): Promise<void> {
  const tokens = await c.send('POST', '/api/auth/login', {
    body: { username: account.username, password: account.password },
    token: null,
    expect: [200],
  })
  c.access = str(tokens.body, 'access', 'logIn')
  c.refresh = str(tokens.body, 'refresh', 'logIn')
}

export async function runJourney(
  validator: ContractValidator,
  options: RunOptions,
): Promise<JourneyOutcome> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 15_000
  const mock = !options.ignoreMockEndpoints && (await isOurMockServer(baseUrl, timeoutMs))
  const outcome: JourneyOutcome = {
    target: mock ? 'mock server' : 'server',
    records: new Map(),
    failures: [],
    runnerErrors: [],
    skipped: new Map(),
  }
  const client = () => new Client(baseUrl, validator, outcome, timeoutMs, options.log)
  const c = client()

  const step = async (name: string, run: () => Promise<void>): Promise<boolean> => {
    options.log?.(`— ${name}`)
    try {
      await run()
      return true
    } catch (error) {
      if (!(error instanceof JourneyFailure)) throw error
      outcome.failures.push(`${name}: ${error.message}`)
      return false
    }
  }

  // 1. Who the journey runs as.
  let member: Pick<Account, 'username' | 'password'>
  if (mock) {
    const account = newAccount('a')
    member = account
    const registered = await step('register and verify through the mock mailbox', () =>
      registerAndVerify(c, baseUrl, account),
    )
    if (!registered) return outcome
  } else {
    if (!options.username || !options.password) {
      throw new Error(
        `${baseUrl} is not the Film Waffle mock server (it does not answer GET /__mock/scenario), ` +
          'so the runner cannot register and verify a member itself: pass --username and ' +
          '--password of a verified member.',
      )
    }
    member = { username: options.username, password: options.password }
    for (const op of [
      'registerAccount',
      'checkRegistrationCredentials',
      'checkRegistrationUsername',
      'resendVerificationEmail',
      'confirmVerification',
    ]) {
      outcome.skipped.set(op, 'needs the mock mailbox to verify an account')
    }
  }

  // 2. Sign in, refresh, who am I. Nothing later works without it.
  let profileId = 0
  const signedIn = await step('log in and refresh', async () => {
    await c.send('POST', '/api/auth/login', {
      body: { username: member.username, password: `${member.password}-wrong` },
      token: null,
      expect: [400, 401],
    })
    await logIn(c, member)
    const before = c.access
    const refreshed = await c.send('POST', '/api/auth/login/refresh', {
      body: { refresh: c.refresh },
      token: null,
      expect: [200],
    })
    c.access = str(refreshed.body, 'access', 'refreshToken')
    const rotated = at(refreshed.body, 'refresh')
    if (typeof rotated === 'string') c.refresh = rotated
    if (c.access === before) throw new JourneyFailure('refreshToken answered the same access token')
    const me = await c.send('GET', '/api/auth', { expect: [200] })
    profileId = num(me.body, 'id', 'getAuthProfile')
    await c.send('GET', '/api/auth', { token: 'not-a-valid-token', expect: [401] })
    await c.send('GET', '/api/auth', { token: null, expect: [401] })
  })
  if (!signedIn) return outcome

  // 3. Everything there is to read.
  let postSlug = ''
  let postId = 0
  await step('read the feeds and a post', async () => {
    const feeds = [
      '/api/content/post/top-voted',
      '/api/content/post/trending',
      '/api/content/post/new',
      '/api/content/post/visual',
    ]
    for (const path of feeds) await c.send('GET', path, { query: { page: 1 }, expect: [200] })
    const page = await c.send('GET', '/api/content/post/new', {
      query: { page: 1 },
      token: null,
      expect: [200],
    })
    const post = first(page.body, 'results', 'listNewPosts')
    postSlug = str(post, 'slug', 'listNewPosts')
    postId = num(post, 'id', 'listNewPosts')
    const title = at(post, 'title')
    const word = (typeof title === 'string' ? title.split(/\s+/)[0] : undefined) || 'film'
    // An optional-auth read with a token the server never issued: the document allows 200 (read
    // as a visitor) or 401; the table shows which this server chose.
    await c.send('GET', '/api/content/post/trending', {
      query: { page: 1 },
      token: 'not-a-valid-token',
      expect: [200, 401],
    })
    await c.send('GET', '/api/content/post/search', {
      query: { page: 1, query: word },
      expect: [200],
    })
    await c.send('GET', `/api/content/post/slug/${encodeURIComponent(postSlug)}`, { expect: [200] })
    await c.send('GET', '/api/content/post/slug/conformance-no-such-post', { expect: [404] })
    await c.send('GET', `/api/content/post/profile/${profileId}`, {
      query: { page: 1 },
      expect: [200],
    })
    await c.send('GET', '/api/content/comment/post', {
      query: { slug: postSlug, page: 1 },
      expect: [200],
    })
  })

  let boardId = 0
  await step('read the boards', async () => {
    const boards = await c.send('GET', '/api/board', { query: { page: 1 }, expect: [200] })
    await c.send('GET', '/api/board', { query: { page: 1, filter: 'top-level' }, expect: [200] })
    const board = first(boards.body, 'results', 'listBoards')
    const slug = str(board, 'slug', 'listBoards')
    boardId = num(board, 'id', 'listBoards')
    await c.send('GET', `/api/board/slug/${encodeURIComponent(slug)}`, { expect: [200] })
    await c.send('GET', `/api/board/post/slug/${encodeURIComponent(slug)}`, {
      query: { page: 1 },
      expect: [200],
    })
    await c.send('GET', '/api/board/playlist', { query: { page: 1 }, expect: [200] })
    await c.send('GET', '/api/board/top', { query: { page: 1 }, expect: [200] })
    await c.send('GET', '/api/board/slug/conformance-no-such-board', { expect: [404] })
  })

  let groupId = 0
  let groupCategory = 0
  await step('read the groups', async () => {
    const groups = await c.send('GET', '/api/interest/group/search', {
      query: { page: 1 },
      expect: [200],
    })
    const categories = await c.send('GET', '/api/interest/group/category', { expect: [200] })
    groupCategory = num(
      first(categories.body, '', 'listGroupCategories'),
      'id',
      'listGroupCategories',
    )
    await c.send('GET', '/api/interest/group/top', { query: { page: 1 }, expect: [200] })
    const group = first(groups.body, 'results', 'searchGroups')
    const slug = str(group, 'slug', 'searchGroups')
    groupId = num(group, 'id', 'searchGroups')
    await c.send('GET', `/api/interest/group/public/slug/${encodeURIComponent(slug)}`, {
      token: null,
      expect: [200],
    })
    await c.send('GET', `/api/interest/group/auth/slug/${encodeURIComponent(slug)}`, {
      expect: [200],
    })
    await c.send('GET', `/api/content/post/group/slug/${encodeURIComponent(slug)}`, {
      query: { page: 1 },
      expect: [200],
    })
  })

  await step('read profiles, notifications, adverts and the log', async () => {
    await c.send('GET', '/api/auth/profile/search', {
      query: { page: 1, query: member.username },
      expect: [200],
    })
    await c.send('GET', '/api/auth/profile/search', {
      query: { page: 1, profile: profileId },
      expect: [200],
    })
    await c.send('GET', '/api/notification', { query: { page: 1 }, expect: [200] })
    await c.send('GET', '/api/advertisement', { query: { category: 'Banner' }, expect: [200] })
    await c.send('GET', '/api/log', { query: { page: 1 }, expect: [200] })
    await c.send('GET', '/api/log/insights/reviewer/overview', { expect: [200, 403] })
  })

  await step('answer a questionnaire', async () => {
    const questionnaires = await c.send('GET', '/api/recommender/questionnaire', {
      query: { page: 1 },
      expect: [200],
    })
    const slug = str(
      first(questionnaires.body, 'results', 'listQuestionnaires'),
      'slug',
      'listQuestionnaires',
    )
    const detail = await c.send(
      'GET',
      `/api/recommender/questionnaire/slug/${encodeURIComponent(slug)}`,
      {
        expect: [200],
      },
    )
    const questionnaire = num(detail.body, 'id', 'getQuestionnaireBySlug')
    const sessionId = randomUUID()
    let lastQuestion: number | null = null
    const answers: number[] = []
    for (const question of list(detail.body, 'questions', 'getQuestionnaireBySlug')) {
      const questionId = num(question, 'id', 'getQuestionnaireBySlug question')
      const answer = num(
        first(question, 'answers', 'getQuestionnaireBySlug question'),
        'id',
        'answer',
      )
      await c.send('POST', '/api/recommender/questionnaire/response', {
        body: {
          created_by: profileId,
          session_id: sessionId,
          anonymous_email: null,
          questionnaire,
          question: questionId,
          answers: [answer],
        },
        expect: [201],
      })
      lastQuestion = questionId
      answers.push(answer)
    }
    await c.send('POST', '/api/recommender/questionnaire/results', {
      body: {
        created_by: profileId,
        session_id: sessionId,
        anonymous_email: null,
        questionnaire,
        question: lastQuestion,
        answers,
      },
      expect: [200],
    })
  })

  // 4. Writing: a post and a comment, votes, a board, a group.
  await step('create, edit, vote on and delete a post and a comment', async () => {
    await c.send('POST', '/api/content/post', {
      body: {
        title: 'Conformance',
        body: '',
        type: 'post',
        image: null,
        group: null,
        boards: [],
        status: 'A',
      },
      expect: [400],
    })
    const created = await c.send('POST', '/api/content/post', {
      body: {
        title: 'Conformance run: Heat (1995)',
        body: 'The diner scene, checked against the contract.',
        type: 'post',
        image: null,
        group: null,
        boards: boardId ? [boardId] : [],
        status: 'A',
      },
      expect: [200, 201],
    })
    const id = num(created.body, 'id', 'createPost')
    await c.send('POST', '/api/content/post', {
      body: {
        title: 'x',
        body: 'y',
        type: 'post',
        image: null,
        group: null,
        boards: [],
        status: 'A',
      },
      token: null,
      expect: [401],
    })
    await c.send('PUT', '/api/content/post', {
      body: {
        id,
        title: 'Conformance run: Heat (1995), edited',
        body: 'The diner scene, checked twice.',
        status: 'A',
      },
      expect: [200],
    })
    await c.send('PUT', '/api/reaction/vote/post', {
      body: { id, category: 'Upvote' },
      expect: [200, 205],
    })
    if (postId) {
      await c.send('PUT', '/api/reaction/vote/post', {
        body: { id: postId, category: 'Upvote' },
        expect: [200, 205],
      })
      await c.send('PUT', '/api/reaction/vote/post', {
        body: { id: postId, category: 'Upvote' },
        expect: [200, 205],
      })
    }
    const comment = await c.send('POST', '/api/content/comment', {
      body: { post: id, parent_comment: null, body: 'Checked against the contract.', status: 'A' },
      expect: [201],
    })
    const commentId = num(comment.body, 'id', 'createComment')
    const reply = await c.send('POST', '/api/content/comment', {
      body: { post: id, parent_comment: commentId, body: 'And a reply.', status: 'A' },
      expect: [201],
    })
    num(reply.body, 'id', 'createComment (reply)')
    await c.send('PUT', '/api/content/comment', {
      body: { id: commentId, body: 'Checked against the contract, edited.', status: 'A' },
      expect: [200],
    })
    await c.send('PUT', '/api/reaction/vote/comment', {
      body: { id: commentId, category: 'Upvote' },
      expect: [200],
    })
    await c.send('PUT', '/api/reaction/vote/comment', {
      body: { id: commentId, category: 'Downvote' },
      expect: [200],
    })
    await c.send('GET', '/api/content/comment/post', {
      query: { slug: str(created.body, 'slug', 'createPost'), page: 1 },
      expect: [200],
    })
    await c.send('DELETE', '/api/content/comment', { body: { id: commentId }, expect: [200] })
    await c.send('DELETE', '/api/content/post', { body: { id }, expect: [200] })
    await c.send('DELETE', '/api/content/post', { body: { id }, expect: [404] })
  })

  await step('save and remove a board', async () => {
    if (!boardId) throw new JourneyFailure('no board was read')
    await c.send('PUT', '/api/auth/board/save', { body: { id: boardId }, expect: [200] })
    await c.send('PUT', '/api/auth/board/remove', { body: { id: boardId }, expect: [200] })
  })

  await step('join and leave a group, create, edit and delete one', async () => {
    if (!groupId) throw new JourneyFailure('no group was read')
    // Membership toggles: twice puts the member back where they were.
    await c.send('PUT', '/api/interest/group/membership', { body: { id: groupId }, expect: [200] })
    await c.send('PUT', '/api/interest/group/membership', { body: { id: groupId }, expect: [200] })
    const created = await c.send('POST', '/api/interest/group', {
      body: {
        administrators: [profileId],
        name: `Conformance ${Date.now().toString(36)}`,
        description: 'A group the conformance runner creates and deletes.',
        category: groupCategory,
        subcategory: [],
        profile_picture: null,
        cover_picture: null,
        status: 'A',
      },
      expect: [201],
    })
    const id = num(created.body, 'id', 'createGroup')
    await c.send('PUT', '/api/interest/group', {
      body: { id, description: 'Edited by the conformance runner.', status: 'A' },
      expect: [200],
    })
    await c.send('DELETE', '/api/interest/group', { body: { id }, expect: [200] })
  })

  await step('edit the profile', async () => {
    await c.send('PUT', '/api/auth', {
      body: { tagline: 'Checked against the contract' },
      expect: [200],
    })
    await c.send('PUT', '/api/auth', {
      body: { update_password: 'Another1!', confirm_password: 'Another1!' },
      expect: [400],
    })
  })

  // 5. A notification to dismiss: on the mock server a second member comments on the first's
  // post; elsewhere the member's own notifications are used when there are any.
  const dismissFirst = async () => {
    const notifications = await c.send('GET', '/api/notification', {
      query: { page: 1 },
      expect: [200],
    })
    const items = list(notifications.body, 'results', 'listNotifications')
    if (items.length === 0) {
      outcome.skipped.set('dismissNotification', 'the member has no notification to dismiss')
      return
    }
    const id = num(items[0], 'id', 'listNotifications')
    await c.send('PUT', '/api/notification', { body: { id }, expect: [200] })
  }
  await step('dismiss a notification', async () => {
    if (mock) {
      const other = newAccount('b')
      const second = client()
      await registerAndVerify(second, baseUrl, other)
      await logIn(second, other)
      const created = await c.send('POST', '/api/content/post', {
        body: {
          title: 'Conformance run: a post to comment on',
          body: 'Someone will comment on this.',
          type: 'post',
          image: null,
          group: null,
          boards: [],
          status: 'A',
        },
        expect: [200, 201],
      })
      const id = num(created.body, 'id', 'createPost')
      await second.send('POST', '/api/content/comment', {
        body: { post: id, parent_comment: null, body: 'A comment to be notified of.', status: 'A' },
        expect: [201],
      })
      await dismissFirst()
      await second.send('DELETE', '/api/auth', { expect: [200, 205] })
      await c.send('DELETE', '/api/content/post', { body: { id }, expect: [200] })
      // A mock-only credential: the member's own API key.
      await c.send('POST', '/api/auth/api-key', { expect: [200, 201] })
    } else {
      await dismissFirst()
    }
  })

  if (mock) {
    await step('recover a password through the mock mailbox', async () => {
      const account = member as Account
      await c.send('POST', '/api/auth/forgot-my-password', {
        body: { email: account.email },
        token: null,
        expect: [200],
      })
      const link = await mailboxLink(baseUrl, account.email, /forgot-my-password\/recovery/)
      const params = new URL(link, baseUrl).searchParams
      const profile = Number(params.get('profile'))
      const session = params.get('session') ?? ''
      await c.send('GET', '/api/auth/forgot-my-password/verify', {
        query: { profile, session },
        token: null,
        expect: [200],
      })
      await c.send('POST', '/api/auth/forgot-my-password/recover', {
        body: { profile, session, new_password: 'Recovered1!', confirm_password: 'Recovered1!' },
        token: null,
        expect: [200],
      })
      member = { username: account.username, password: 'Recovered1!' }
      await logIn(c, member)
    })
    await step('send mail: contact and referral', async () => {
      await c.send('POST', '/api/auth/contact/', {
        body: {
          email: 'conformance@example.com',
          subject: 'Conformance',
          message: 'Hello from the runner.',
        },
        expect: [200],
      })
      await c.send('POST', '/api/auth/referral', {
        body: { email: `friend-${Date.now().toString(36)}@example.com` },
        expect: [200],
      })
    })
  } else {
    for (const op of ['requestPasswordRecovery', 'verifyPasswordRecoveryLink', 'recoverPassword']) {
      outcome.skipped.set(op, 'needs the mock mailbox')
    }
    for (const op of ['sendContactMessage', 'sendReferral']) {
      outcome.skipped.set(op, 'sends real e-mail')
    }
  }

  // Third parties the runner cannot sign in with: their refusals are exercised instead.
  await step('refuse bad third-party tokens and an unknown venue', async () => {
    const refused = [400, 401]
    await c.send('POST', '/api/auth/google/login/token', {
      body: { token: 'invalid' },
      token: null,
      expect: refused,
    })
    await c.send('POST', '/api/auth/google/login/callback', {
      body: { token: 'invalid' },
      token: null,
      expect: refused,
    })
    for (const provider of ['tiktok', 'instagram', 'facebook']) {
      await c.send('GET', `/api/integration/${provider}/callback`, {
        query: { code: 'denied' },
        expect: refused,
      })
    }
    // No call lists venues, so a toggle that succeeds needs a venue the member already marked:
    // unmark it and mark it again (their list ends as it began). An unknown id is a 404 either way.
    const favourites = at(
      (await c.send('GET', '/api/auth', { expect: [200] })).body,
      'favourite_locations',
    )
    const venue = Array.isArray(favourites)
      ? favourites.find((id) => typeof id === 'number')
      : undefined
    if (typeof venue === 'number') {
      for (let i = 0; i < 2; i += 1) {
        await c.send('PUT', '/api/venue/location/favourite', { body: { id: venue }, expect: [200] })
      }
    }
    await c.send('PUT', '/api/venue/location/favourite', {
      body: { id: 999_999_999 },
      expect: [404],
    })
  })

  // 6. Log out: the refresh token is spent.
  await step('log out', async () => {
    const refresh = c.refresh
    await c.send('POST', '/api/auth/logout', { body: { refresh }, expect: [200, 205] })
    await c.send('POST', '/api/auth/login/refresh', {
      body: { refresh },
      token: null,
      expect: [400, 401],
    })
  })

  for (const [op, reason] of [
    [
      'deleteAccount',
      'would delete the member (exercised on the mock server with a second member)',
    ],
    ['createApiKey', 'mints a credential (exercised on the mock server only)'],
  ] as const) {
    if (!outcome.records.has(op) && !outcome.skipped.has(op)) outcome.skipped.set(op, reason)
  }
  return outcome
}
