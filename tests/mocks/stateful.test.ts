import { describe, expect, it, vi } from 'vitest'
import { db, listMail, setAccessTokenTtl } from '#mocks/node'
import document from '#openapi/openapi.gen.json'
import { call, expectConforms, fillPath, login, setupMockServer } from './support'

/** The rules of docs/behaviour.md that make the mocks behave like the real service. */
setupMockServer()

describe('posts', () => {
  it('a created post is listed at the top of the new feed and on its author’s profile', async () => {
    const { access } = await login('filmfan')
    const created = await call('POST', '/api/content/post', {
      token: access,
      body: {
        title: 'Paddington 2 is a perfect film',
        body: 'No notes.',
        type: 'post',
        image: null,
        group: 4,
        boards: [3],
        status: 'A',
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: 'Paddington 2 is a perfect film',
      created_by: 1,
      group: [4, 'Criterion Collectors'],
      num_comments: 0,
    })

    const feed = await call('GET', '/api/content/post/new')
    expect(feed.body.results[0].id).toBe(created.body.id)
    const mine = await call('GET', '/api/content/post/profile/1')
    expect(mine.body.results.map((p: { id: number }) => p.id)).toContain(created.body.id)
    const bySlug = await call('GET', `/api/content/post/slug/${created.body.slug}`)
    expect(bySlug.body.title).toBe('Paddington 2 is a perfect film')
  })

  it('a question needs no body, a post does', async () => {
    const { access } = await login('filmfan')
    const question = await call('POST', '/api/content/post', {
      token: access,
      body: {
        title: 'Where can I see Stalker on 35mm?',
        body: '',
        type: 'question',
        image: null,
        group: null,
        boards: [],
        status: 'A',
      },
    })
    expect(question.status).toBe(201)
    const post = await call('POST', '/api/content/post', {
      token: access,
      body: {
        title: 'Stalker',
        body: '',
        type: 'post',
        image: null,
        group: null,
        boards: [],
        status: 'A',
      },
    })
    expect(post.status).toBe(400)
    expect(post.body).toEqual({ body: ['Please add some content to your post!'] })
  })

  it('an uploaded image is served back from the mocks, not kept as a data URL', async () => {
    const { access } = await login('filmfan')
    const pixel =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
    const created = await call('POST', '/api/content/post', {
      token: access,
      body: {
        title: 'My cinema snack setup',
        body: 'Popcorn, obviously.',
        type: 'post',
        image: { id: 'upload-1', source: 'processed', data: `data:image/png;base64,${pixel}` },
        group: null,
        boards: [],
        status: 'A',
      },
    })
    expect(created.body.image).toMatch(/^\/mock-media\/upload\//)
    const image = await fetch(`http://localhost${created.body.image as string}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer()).slice(1, 4)).toEqual(
      new Uint8Array([0x50, 0x4e, 0x47]),
    )
  })

  it('only the author edits or deletes a post: anyone else gets 403 and nothing changes', async () => {
    const critic = await login('critic')
    const post = db().posts.find((p) => p.created_by === 1)!
    const edit = await call('PUT', '/api/content/post', {
      token: critic.access,
      body: { id: post.id, title: 'Hijacked', body: 'x', status: 'A' },
    })
    expect(edit.status).toBe(403)
    const remove = await call('DELETE', '/api/content/post', {
      token: critic.access,
      body: { id: post.id },
    })
    expect(remove.status).toBe(403)
    expect((await call('GET', `/api/content/post/slug/${post.slug}`)).body.title).toBe(post.title)

    const filmfan = await login('filmfan')
    const edited = await call('PUT', '/api/content/post', {
      token: filmfan.access,
      body: { id: post.id, title: 'Retitled', body: 'New body', status: 'A' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.updated_date).not.toBeNull()
    expect(
      (await call('DELETE', '/api/content/post', { token: filmfan.access, body: { id: post.id } }))
        .status,
    ).toBe(200)
    expect((await call('GET', `/api/content/post/slug/${post.slug}`)).status).toBe(404)
  })
})

describe('comments', () => {
  it('a reply adds one to the post’s count and lands at the top of its parent’s children', async () => {
    const { access } = await login('critic')
    const parent = db().comments.find(
      (c) => c.parent_comment === null && db().comments.some((r) => r.parent_comment === c.id),
    )!
    const post = db().posts.find((p) => p.id === parent.post_id)!
    const before = (await call('GET', `/api/content/post/slug/${post.slug}`)).body
      .num_comments as number

    const reply = await call('POST', '/api/content/comment', {
      token: access,
      body: { post: post.id, parent_comment: parent.id, body: 'Hard agree.', status: 'A' },
    })
    expect(reply.status).toBe(201)
    expect(reply.body.hierarchy).toEqual([parent.id])

    expect((await call('GET', `/api/content/post/slug/${post.slug}`)).body.num_comments).toBe(
      before + 1,
    )
    const thread = await call(
      'GET',
      `/api/content/comment/post?slug=${post.slug}&comment=${parent.id}`,
    )
    expect(thread.body.results[0].id).toBe(parent.id)
    expect(thread.body.results[0].children[0].id).toBe(reply.body.id)
  })

  it('deleting a comment with two replies takes them along: the count falls by three', async () => {
    const { access } = await login('filmfan')
    const post = db().posts.find((p) => p.created_by !== 1)!
    const parent = await call('POST', '/api/content/comment', {
      token: access,
      body: { post: post.id, parent_comment: null, body: 'Thread starter', status: 'A' },
    })
    const critic = await login('critic')
    for (const text of ['First reply', 'Second reply']) {
      await call('POST', '/api/content/comment', {
        token: critic.access,
        body: { post: post.id, parent_comment: parent.body.id, body: text, status: 'A' },
      })
    }
    const before = (await call('GET', `/api/content/post/slug/${post.slug}`)).body
      .num_comments as number

    const removed = await call('DELETE', '/api/content/comment', {
      token: access,
      body: { id: parent.body.id },
    })
    expect(removed.status).toBe(200)
    expect((await call('GET', `/api/content/post/slug/${post.slug}`)).body.num_comments).toBe(
      before - 3,
    )
  })

  it('only the author edits or deletes a comment', async () => {
    const comment = db().comments.find((c) => c.created_by === 1)!
    const critic = await login('critic')
    expect(
      (
        await call('PUT', '/api/content/comment', {
          token: critic.access,
          body: { id: comment.id, body: 'Mine now', status: 'A' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call('DELETE', '/api/content/comment', {
          token: critic.access,
          body: { id: comment.id },
        })
      ).status,
    ).toBe(403)
    expect(db().comments.find((c) => c.id === comment.id)?.body).toBe(comment.body)
  })

  it('commenting notifies the post’s author', async () => {
    const filmfan = await login('filmfan')
    const before = (await call('GET', '/api/auth', { token: filmfan.access })).body
      .num_notifications as number
    const critic = await login('critic')
    const post = db().posts.find((p) => p.created_by === 1)!
    await call('POST', '/api/content/comment', {
      token: critic.access,
      body: { post: post.id, parent_comment: null, body: 'Great post.', status: 'A' },
    })
    expect((await call('GET', '/api/auth', { token: filmfan.access })).body.num_notifications).toBe(
      before + 1,
    )
  })
})

describe('votes', () => {
  it('a post vote toggles and personalises has_upvoted for the voter only', async () => {
    const { access } = await login('critic')
    const post = db().posts.find((p) => !p.upvoter_ids.includes(2))!
    const first = await call('PUT', '/api/reaction/vote/post', {
      token: access,
      body: { id: post.id, category: 'Upvote' },
    })
    expect(first.body).toEqual({
      id: post.id,
      votes: { upvotes: post.upvoter_ids.length, has_upvoted: true },
    })
    expect(
      (await call('GET', `/api/content/post/slug/${post.slug}`, { token: access })).body.votes
        .has_upvoted,
    ).toBe(true)
    expect((await call('GET', `/api/content/post/slug/${post.slug}`)).body.votes.has_upvoted).toBe(
      false,
    )

    const second = await call('PUT', '/api/reaction/vote/post', {
      token: access,
      body: { id: post.id, category: 'Upvote' },
    })
    // Contract decision 25: withdrawing answers 205 with no body; a refetch shows the new totals.
    expect(second.status).toBe(205)
    expect(second.body).toBeNull()
    expectConforms('voteOnPost', second)
    const refetched = await call('GET', `/api/content/post/slug/${post.slug}`, { token: access })
    expect(refetched.body.votes).toEqual({ upvotes: post.upvoter_ids.length, has_upvoted: false })
  })

  it('a comment vote toggles, and voting the other way moves the vote', async () => {
    const { access } = await login('critic')
    const comment = db().comments.find(
      (c) => !c.upvoter_ids.includes(2) && !c.downvoter_ids.includes(2),
    )!
    const up = comment.upvoter_ids.length
    const down = comment.downvoter_ids.length
    const vote = (category: string) =>
      call('PUT', '/api/reaction/vote/comment', {
        token: access,
        body: { id: comment.id, category },
      })
    expect((await vote('Upvote')).body.votes).toEqual({
      upvotes: up + 1,
      downvotes: down,
      has_upvoted: true,
      has_downvoted: false,
    })
    expect((await vote('Downvote')).body.votes).toEqual({
      upvotes: up,
      downvotes: down + 1,
      has_upvoted: false,
      has_downvoted: true,
    })
    expect((await vote('Downvote')).body.votes).toEqual({
      upvotes: up,
      downvotes: down,
      has_upvoted: false,
      has_downvoted: false,
    })
  })
})

describe('tokens', () => {
  it('an access token expires after the configured time; refresh rotates and spends the old refresh token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    setAccessTokenTtl(60_000)
    const tokens = await login('filmfan')
    expect((await call('GET', '/api/auth', { token: tokens.access })).status).toBe(200)

    vi.setSystemTime(Date.now() + 61_000)
    const expired = await call('GET', '/api/auth', { token: tokens.access })
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
    })

    const refreshed = await call('POST', '/api/auth/login/refresh', {
      body: { refresh: tokens.refresh },
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh).not.toBe(tokens.refresh)
    expect((await call('GET', '/api/auth', { token: refreshed.body.access })).status).toBe(200)

    const reused = await call('POST', '/api/auth/login/refresh', {
      body: { refresh: tokens.refresh },
    })
    expect(reused.status).toBe(401)
    expectConforms('refreshToken', reused)
  })

  it('member-only calls without a token say so', async () => {
    const answer = await call('GET', '/api/notification')
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it('every optional-auth read rejects a bad bearer with 401 token_not_valid and serves a visitor without one (contract decision 5)', async () => {
    const seeded = db()
    const post = seeded.posts[0]!
    const values = {
      postSlug: post.slug,
      profileId: 1,
      groupSlug: seeded.groups[0]!.slug,
      slug: '',
    }
    const slugFor: Record<string, string> = {
      getBoardBySlug: seeded.boards[0]!.slug,
      listBoardPosts: seeded.boards[0]!.slug,
      getQuestionnaireBySlug: seeded.questionnaires[0]!.slug,
    }
    const queryFor: Record<string, string> = {
      listPostComments: `?slug=${post.slug}&page=1`,
      listAdvertisements: '?category=Banner',
    }
    const optionalReads = Object.values(
      document.paths as Record<
        string,
        Record<string, { operationId?: string; security?: unknown }>
      >,
    )
      .flatMap((item, index) =>
        Object.entries(item).map(([method, op]) => ({
          method,
          op,
          path: Object.keys(document.paths)[index]!,
        })),
      )
      .filter(
        ({ method, op }) =>
          method === 'get' &&
          JSON.stringify(op.security) === JSON.stringify([{}, { bearerAuth: [] }]),
      )
      .map(({ op, path }) => ({ operationId: op.operationId!, path }))
    expect(optionalReads.length).toBeGreaterThanOrEqual(20)
    for (const op of optionalReads) {
      const path =
        fillPath(op.path, { ...values, slug: slugFor[op.operationId] ?? '' }) +
        (queryFor[op.operationId] ?? '')
      const withBogus = await call('GET', path, { token: 'bogus' })
      expect(withBogus.status, `${op.operationId} with a bogus token`).toBe(401)
      expect(withBogus.body, op.operationId).toEqual({
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
      })
      expectConforms(op.operationId, withBogus)
      const asVisitor = await call('GET', path)
      expect(asVisitor.status, `${op.operationId} as a visitor`).toBe(200)
    }
  })

  it('an expired token on a public feed answers 401; after the refresh the same read is personalised', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    setAccessTokenTtl(60_000)
    const tokens = await login('filmfan')
    vi.setSystemTime(Date.now() + 61_000)
    expect(
      (await call('GET', '/api/content/post/new?page=1', { token: tokens.access })).status,
    ).toBe(401)
    const refreshed = await call('POST', '/api/auth/login/refresh', {
      body: { refresh: tokens.refresh },
    })
    const feed = await call('GET', '/api/content/post/new?page=1', { token: refreshed.body.access })
    expect(feed.status).toBe(200)
    expectConforms('listNewPosts', feed)
  })

  it('logging out spends both tokens', async () => {
    const tokens = await login('filmfan')
    expect(
      (
        await call('POST', '/api/auth/logout', {
          token: tokens.access,
          body: { refresh: tokens.refresh },
        })
      ).status,
    ).toBe(205)
    expect((await call('GET', '/api/auth', { token: tokens.access })).status).toBe(401)
    expect(
      (await call('POST', '/api/auth/login/refresh', { body: { refresh: tokens.refresh } })).status,
    ).toBe(401)
  })
})

describe('accounts', () => {
  it('register → verification e-mail → confirm → login', async () => {
    const registration = {
      username: 'matineemaya2',
      email: 'maya@example.com',
      password: 'Vertigo1958',
      confirm_password: 'Vertigo1958',
      over_18: true,
      agree_terms: true,
      wants_email_marketing: false,
    }
    expect((await call('POST', '/api/auth/register', { body: registration })).status).toBe(200)
    const blocked = await call('POST', '/api/auth/login', {
      body: { username: 'matineemaya2', password: 'Vertigo1958' },
    })
    expect(blocked.body.detail).toBe(
      'Two-factor authentication not completed. Please verify your account.',
    )

    const mail = listMail().find((m) => m.to === 'maya@example.com')
    expect(mail).toMatchObject({ kind: 'verification', subject: 'Verify your Film Waffle account' })
    expect(mail?.link).toMatch(/^\/verification\/confirm\/\d+$/)
    const confirmed = await call(
      'GET',
      `/api${mail!.link!.replace('/verification', '/auth/verification')}`,
    )
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.user).toMatchObject({
      username: 'matineemaya2',
      is_verified: true,
      auth: { groups: [[1, 'Consumers']] },
    })

    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { username: 'matineemaya2', password: 'Vertigo1958' },
        })
      ).status,
    ).toBe(200)
  })

  it('forgot → recovery e-mail → recover → login with the new password only', async () => {
    await call('POST', '/api/auth/forgot-my-password', { body: { email: 'filmfan@example.com' } })
    const mail = listMail().find((m) => m.kind === 'recovery')!
    const link = new URL(mail.link!, 'http://localhost')
    expect(link.pathname).toBe('/forgot-my-password/recovery')
    const profile = link.searchParams.get('profile')
    const session = link.searchParams.get('session')
    expect(
      (
        await call(
          'GET',
          `/api/auth/forgot-my-password/verify?profile=${profile}&session=${session}`,
        )
      ).body,
    ).toEqual({ valid: true })

    // The sign-up strength rule holds here too; the refusal does not spend the link.
    const weak = await call('POST', '/api/auth/forgot-my-password/recover', {
      body: {
        profile: Number(profile),
        session,
        new_password: 'hunter',
        confirm_password: 'hunter',
      },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.new_password).toEqual([
      'Password is not strong enough: use at least 8 characters.',
    ])
    const recovered = await call('POST', '/api/auth/forgot-my-password/recover', {
      body: {
        profile: Number(profile),
        session,
        new_password: 'NightOfTheHunter55',
        confirm_password: 'NightOfTheHunter55',
      },
    })
    expect(recovered.body.status).toBe('success')
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { username: 'filmfan', password: 'Password1!' },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { username: 'filmfan', password: 'NightOfTheHunter55' },
        })
      ).status,
    ).toBe(200)
    // The link is spent.
    expect(
      (
        await call(
          'GET',
          `/api/auth/forgot-my-password/verify?profile=${profile}&session=${session}`,
        )
      ).status,
    ).toBe(400)
  })

  it('a recovery link expires after an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await call('POST', '/api/auth/forgot-my-password', { body: { email: 'critic@example.com' } })
    const link = new URL(listMail()[0]!.link!, 'http://localhost')
    vi.setSystemTime(Date.now() + 61 * 60_000)
    const answer = await call(
      'GET',
      `/api/auth/forgot-my-password/verify?${link.searchParams.toString()}`,
    )
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toMatch(/expired/)
  })

  it('a deleted account’s e-mail can never register again', async () => {
    const critic = await login('critic')
    expect((await call('DELETE', '/api/auth', { token: critic.access })).status).toBe(205)
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { username: 'critic', password: 'Password1!' },
        })
      ).status,
    ).toBe(401)
    expect(db().posts.some((p) => p.created_by === 2)).toBe(false)

    const check = await call('POST', '/api/auth/register/check-1', {
      body: {
        email: 'critic@example.com',
        password: 'Password123',
        confirm_password: 'Password123',
      },
    })
    expect(check.status).toBe(400)
    expect(check.body.detail).toMatch(/deleted account/)
    const register = await call('POST', '/api/auth/register', {
      body: {
        username: 'critic2',
        email: 'Critic@Example.com',
        password: 'Password123',
        confirm_password: 'Password123',
        over_18: true,
        agree_terms: true,
        wants_email_marketing: false,
      },
    })
    expect(register.status).toBe(400)
    expect(register.body.email[0]).toMatch(/deleted account/)
  })

  it('profile updates enforce the password rules and reject a taken username', async () => {
    const { access } = await login('filmfan')
    const update = (body: object) => call('PUT', '/api/auth', { token: access, body })
    expect(
      (await update({ update_password: 'Psycho1960', confirm_password: 'Psycho1960' })).body
        .message,
    ).toBe('Please add your current password to update it!')
    expect(
      (
        await update({
          current_password: 'wrong',
          update_password: 'Psycho1960',
          confirm_password: 'Psycho1960',
        })
      ).body.message,
    ).toBe('Your current password is incorrect!')
    expect(
      (
        await update({
          current_password: 'Password1!',
          update_password: 'Psycho1960',
          confirm_password: 'Vertigo1958',
        })
      ).body.message,
    ).toBe('Your updated passwords do not match!')
    expect((await update({ username: 'CRITIC' })).body.message).toBe(
      'This username is already taken! Choose another one.',
    )
    // The sign-up rules hold here too: a weak new password, a new name outside the rule.
    const weak = await update({
      current_password: 'Password1!',
      update_password: 'psycho',
      confirm_password: 'psycho',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.update_password).toEqual([
      'Password is not strong enough: use at least 8 characters.',
    ])
    expect((await update({ username: 'film fan!' })).body.username).toEqual([
      'Usernames are 2 to 30 letters, numbers, dots, dashes or underscores.',
    ])
    expect((await update({ username: 'FilmFan' })).status).toBe(200)
    const ok = await update({
      current_password: 'Password1!',
      update_password: 'Psycho1960',
      confirm_password: 'Psycho1960',
      email: 'changed@example.com',
      tagline: 'New tagline',
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ email: 'filmfan@example.com', tagline: 'New tagline' })
    // 50 characters by the contract's count (code points), 100 UTF-16 units.
    const fiftyEmoji = '🎬'.repeat(50)
    const emoji = await update({ tagline: fiftyEmoji })
    expect(emoji.status).toBe(200)
    expect(emoji.body.tagline).toBe(fiftyEmoji)
    expect((await update({ tagline: '🎬'.repeat(51) })).status).toBe(400)
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { username: 'filmfan', password: 'Psycho1960' },
        })
      ).status,
    ).toBe(200)
  })

  it('sign-up checks: weak passwords and taken usernames', async () => {
    const check1 = (password: string) =>
      call('POST', '/api/auth/register/check-1', {
        body: { email: 'new@example.com', password, confirm_password: password },
      })
    expect((await check1('short1')).body.detail).toMatch(/^Password is not strong enough/)
    expect((await check1('onlyletters')).body.detail).toMatch(/^Password is not strong enough/)
    expect((await check1('12345678')).body.detail).toMatch(/^Password is not strong enough/)
    expect((await check1('Letters1234')).status).toBe(200)
    const check2 = await call('POST', '/api/auth/register/check-2', {
      body: { username: 'filmfan' },
    })
    expect(check2.body).toEqual({ detail: 'This username is already taken!' })
  })
})

describe('boards, groups, notifications', () => {
  it('the board filter is an enum: top-level keeps boards without a parent, an unknown value is refused', async () => {
    const topLevel = await call('GET', '/api/board?filter=top-level&page=1')
    expect(topLevel.status).toBe(200)
    expectConforms('listBoards', topLevel)
    const parentless = new Set(
      db()
        .boards.filter((b) => b.parent_id === null)
        .map((b) => b.id),
    )
    expect(topLevel.body.results.length).toBeGreaterThan(0)
    for (const board of topLevel.body.results) expect(parentless.has(board.id)).toBe(true)

    const unknown = await call('GET', '/api/board?filter=oldest')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/filter must be equal to one of the allowed values/)
    expectConforms('listBoards', unknown)
  })

  it('boards are saved and removed', async () => {
    const { access } = await login('critic')
    const saved = await call('PUT', '/api/auth/board/save', { token: access, body: { id: 4 } })
    expect(saved.body.saved).toBe(true)
    expect(
      (await call('GET', '/api/auth', { token: access })).body.saved_boards.map(
        (b: { id: number }) => b.id,
      ),
    ).toContain(4)
    const removed = await call('PUT', '/api/auth/board/remove', { token: access, body: { id: 4 } })
    expect(removed.body.saved_boards.map((b: { id: number }) => b.id)).not.toContain(4)
  })

  it('a created group lists its creator as administrator, answers its slug, and membership toggles', async () => {
    const { access } = await login('critic')
    const created = await call('POST', '/api/interest/group', {
      token: access,
      body: {
        administrators: [],
        name: 'Giallo Nights',
        description: 'Black gloves and bold colours.',
        category: 1,
        subcategory: [11],
        profile_picture: null,
        cover_picture: null,
        status: 'A',
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      slug: 'giallo-nights',
      administrators: [2],
      status: 'A',
      num_members: 1,
    })
    expect((await call('GET', '/api/interest/group/public/slug/giallo-nights')).status).toBe(200)

    const filmfan = await login('filmfan')
    const joined = await call('PUT', '/api/interest/group/membership', {
      token: filmfan.access,
      body: { id: created.body.id },
    })
    expect(joined.body).toMatchObject({ is_member: true, num_members: 2 })
    expect(joined.body.groups).toContain(created.body.id)
    const left = await call('PUT', '/api/interest/group/membership', {
      token: filmfan.access,
      body: { id: created.body.id },
    })
    expect(left.body).toMatchObject({ is_member: false, num_members: 1 })
  })

  it('dismissing a notification removes it from the list and lowers num_notifications', async () => {
    const { access } = await login('filmfan')
    const list = await call('GET', '/api/notification', { token: access })
    expect(list.body.pagination.total_objects).toBeGreaterThanOrEqual(25)
    const target = list.body.results[0].id as number
    const before = (await call('GET', '/api/auth', { token: access })).body
      .num_notifications as number
    const dismissed = await call('PUT', '/api/notification', {
      token: access,
      body: { id: target },
    })
    expect(dismissed.body).toEqual({ id: target, num_notifications: before - 1 })
    const after = await call('GET', '/api/notification', { token: access })
    expect(after.body.results.map((n: { id: number }) => n.id)).not.toContain(target)
  })
})

describe('feeds and search', () => {
  it('top-voted sorts by upvotes, new by date, visual keeps posts with an image', async () => {
    const top = (await call('GET', '/api/content/post/top-voted')).body.results as Array<{
      votes: { upvotes: number }
    }>
    const upvotes = top.map((p) => p.votes.upvotes)
    expect(upvotes).toEqual([...upvotes].sort((a, b) => b - a))
    const fresh = (await call('GET', '/api/content/post/new')).body.results as Array<{
      created_date_iso: string
    }>
    const dates = fresh.map((p) => p.created_date_iso)
    expect(dates).toEqual([...dates].sort().reverse())
    const visual = await call('GET', '/api/content/post/visual')
    expect(visual.body.results.every((p: { image: string | null }) => p.image !== null)).toBe(true)
    expect(visual.body.pagination.total_objects).toBe(db().posts.filter((p) => p.image).length)
  })

  it('a post with fresh votes and comments rises to the top of trending', async () => {
    const { access } = await login('filmfan')
    const quiet = [...db().posts].sort((a, b) => a.upvoter_ids.length - b.upvoter_ids.length)[0]!
    const critic = await login('critic')
    await call('PUT', '/api/reaction/vote/post', {
      token: critic.access,
      body: { id: quiet.id, category: 'Upvote' },
    })
    for (const text of ['Underrated!', 'Watching tonight.', 'Seconded.']) {
      await call('POST', '/api/content/comment', {
        token: access,
        body: { post: quiet.id, parent_comment: null, body: text, status: 'A' },
      })
    }
    const trending = await call('GET', '/api/content/post/trending')
    expect(trending.body.results[0].id).toBe(quiet.id)
  })

  it('search filters case-insensitively on title and body, and pages hold 12', async () => {
    // A film title from the seeded world, shouted: matching ignores case.
    const word = db()
      .posts.find((p) => p.type === 'question')!
      .title.split(' ')
      .at(-1)!
      .replace(/\W/g, '')
    const answer = await call(
      'GET',
      `/api/content/post/search?query=${encodeURIComponent(word.toUpperCase())}`,
    )
    expect(answer.body.results.length).toBeGreaterThan(0)
    for (const post of answer.body.results as Array<{ title: string; body: string }>) {
      expect(`${post.title} ${post.body}`.toLowerCase()).toContain(word.toLowerCase())
    }
    const all = await call('GET', '/api/content/post/new?page=10')
    expect(all.body.pagination).toEqual({
      has_previous: true,
      has_next: false,
      current_page: 10,
      total_pages: 10,
      total_objects: 120,
    })
    expect(all.body.results).toHaveLength(12)
    const boards = await call('GET', '/api/board?query=horror')
    expect(boards.body.results.map((b: { name: string }) => b.name)).toContain('Horror Classics')
  })
})

describe('recommender', () => {
  async function answer(
    slug: string,
    picks: string[][],
  ): Promise<Array<{ name: string; genre: string[] }>> {
    const q = (await call('GET', `/api/recommender/questionnaire/slug/${slug}`)).body
    const session = crypto.randomUUID()
    for (const [i, texts] of picks.entries()) {
      const question = q.questions[i]
      const answers = question.answers
        .filter((a: { text: string }) => texts.includes(a.text))
        .map((a: { id: number }) => a.id)
      expect(
        (
          await call('POST', '/api/recommender/questionnaire/response', {
            body: {
              created_by: null,
              session_id: session,
              anonymous_email: null,
              questionnaire: q.id,
              question: question.id,
              answers,
            },
          })
        ).status,
      ).toBe(201)
    }
    return (
      await call('POST', '/api/recommender/questionnaire/results', {
        body: { created_by: null, session_id: session, anonymous_email: null, questionnaire: q.id },
      })
    ).body.recommendations
  }

  it('results follow the stored answers', async () => {
    const films = await answer('find-your-friday-night-film', [
      ['Something scary'],
      ['Just me'],
      ['Rather not'],
    ])
    expect(films.length).toBeGreaterThanOrEqual(3)
    expect(films.length).toBeLessThanOrEqual(6)
    expect(films.every((f) => f.genre.includes('Horror'))).toBe(true)
  })

  it('a contradictory combination gives no match', async () => {
    expect(
      await answer('find-your-friday-night-film', [['Something scary'], ['The whole family']]),
    ).toEqual([])
  })
})
