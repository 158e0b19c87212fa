import { describe, expect, it } from 'vitest'
import { db, setScenario, takeContractViolations } from '#mocks/node'
import { HOSTILE_MARKUP, HOSTILE_URLS, makeHostile } from '#mocks/db/hostile'
import { call, login, setupMockServer } from './support'

setupMockServer()

const PAYLOAD = /<script>|onerror=|onload=|<iframe|constructor\.constructor/

function isHostileUrlOrNull(value: string | null): boolean {
  return value === null || (HOSTILE_URLS as readonly string[]).includes(value)
}

describe('the hostile world', () => {
  it('is a pure transform: the seeded world is left as it was', () => {
    const seeded = db()
    const before = JSON.stringify(seeded)
    const hostile = makeHostile(seeded)
    expect(JSON.stringify(seeded)).toBe(before)
    expect(hostile).not.toBe(seeded)
    expect(hostile.posts.map((p) => p.id)).toEqual(seeded.posts.map((p) => p.id))
    expect(hostile.posts.map((p) => p.slug)).toEqual(seeded.posts.map((p) => p.slug))
  })

  it('puts a payload in every text field and a bad URL or null in every URL field', () => {
    const world = makeHostile(db())
    const texts = [
      ...world.posts.flatMap((p) => [p.title, p.body]),
      ...world.comments.map((c) => c.body),
      ...world.profiles.flatMap((p) => [p.first_name, p.last_name, p.tagline, p.bio]),
      ...world.boards.map((b) => b.name),
      ...world.groups.flatMap((g) => [g.name, g.description]),
      ...world.playlists.map((p) => p.name),
      ...world.questionnaires.flatMap((q) => [
        q.title,
        ...q.questions.flatMap((question) => [
          question.text,
          ...question.answers.map((a) => a.text),
        ]),
      ]),
      ...world.advertisements.map((a) => a.title),
    ]
    expect(texts.length).toBeGreaterThan(100)
    for (const text of texts) expect(text).toMatch(PAYLOAD)
    const urls = [
      ...world.profiles.flatMap((p) => [p.profile_picture, p.cover_picture]),
      ...world.groups.flatMap((g) => [g.profile_picture, g.cover_picture]),
      ...world.posts.map((p) => p.image),
      ...world.boards.map((b) => b.featured_image),
      ...world.notifications.map((n) => n.url),
      ...world.advertisements.flatMap((a) => [
        a.url,
        a.image_xs,
        a.image_sm,
        a.image_md,
        a.image_lg,
      ]),
    ]
    for (const url of urls) expect(isHostileUrlOrNull(url)).toBe(true)
    // Both halves of the nullable fields are exercised.
    expect(world.posts.some((p) => p.image === null)).toBe(true)
    expect(world.posts.some((p) => p.image !== null)).toBe(true)
    expect(world.posts.some((p) => p.title.length > 10_000)).toBe(true)
    // Every kind of markup payload is used somewhere.
    const all = texts.join('\n')
    for (const payload of HOSTILE_MARKUP) expect(all).toContain(payload)
  })

  it('is served through the API, and the demo member can still sign in', async () => {
    setScenario('hostile')
    const feed = await call('GET', '/api/content/post/new?page=1')
    expect(feed.status).toBe(200)
    expect(feed.body.results[0].title).toMatch(PAYLOAD)
    const tokens = await login('filmfan')
    const me = await call('GET', '/api/auth', { token: tokens.access })
    expect(me.status).toBe(200)
    expect(me.body.tagline).toMatch(PAYLOAD)
    // Its URLs break the document on purpose (the next test); here only the answers matter.
    takeContractViolations()
    setScenario(null)
    const normal = await call('GET', '/api/content/post/new?page=1')
    expect(normal.body.results[0].title).not.toMatch(PAYLOAD)
  })

  it('breaks the document only where it says so: its URLs, reported but still sent', async () => {
    setScenario('hostile')
    await call('GET', '/api/content/post/new?page=1')
    setScenario(null)
    const problems = takeContractViolations().flatMap((v) => v.problems)
    expect(problems.length).toBeGreaterThan(0)
    for (const problem of problems) expect(problem).toMatch(/must match format "uri-reference"$/)
  })
})
