import { generateMersenne53Randomizer } from '@faker-js/faker'
import { describe, expect, it } from 'vitest'
import { buildComment } from '#mocks/factories/comment'
import { buildPost } from '#mocks/factories/post'
import { DEFAULT_SEED, REFERENCE_DATE, mersenne53Randomizer } from '#mocks/db/random'
import { buildWorld } from '#mocks/db/seed'

describe('the seeded world', () => {
  it("draws exactly what faker's own randomizer draws, so a faster seeding changes no world", () => {
    const ours = mersenne53Randomizer()
    const fakers = generateMersenne53Randomizer()
    for (const seed of [0, 1, DEFAULT_SEED, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff]) {
      ours.seed(seed)
      fakers.seed(seed)
      // 1,000 draws run past the generator's 624-word state, through a second twist.
      const drawn = Array.from({ length: 1000 }, () => ours.next())
      expect(drawn).toEqual(Array.from({ length: 1000 }, () => fakers.next()))
      expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true)
    }
  })

  it('is byte-identical for the same seed and differs for another', () => {
    const first = JSON.stringify(buildWorld(DEFAULT_SEED))
    const second = JSON.stringify(buildWorld(DEFAULT_SEED))
    expect(second).toBe(first)
    expect(JSON.stringify(buildWorld(7))).not.toBe(first)
  })

  it('seeds each entity from its own stream: other factories in between change nothing', () => {
    const alone = buildPost(
      {},
      { seed: 99, index: 7, profileIds: [1, 2, 3], boardIds: [1, 2], groupIds: [1] },
    )
    buildComment({}, { seed: 99, index: 3 })
    buildPost({}, { seed: 99, index: 8 })
    const again = buildPost(
      {},
      { seed: 99, index: 7, profileIds: [1, 2, 3], boardIds: [1, 2], groupIds: [1] },
    )
    expect(again).toEqual(alone)
  })

  it('has the promised size and shape', () => {
    const world = buildWorld(DEFAULT_SEED)
    const topBoards = world.boards.filter((b) => b.parent_id === null)
    expect(topBoards.length).toBeGreaterThanOrEqual(12)
    expect(
      topBoards.filter((b) => world.boards.some((s) => s.parent_id === b.id)).length,
    ).toBeGreaterThanOrEqual(8)
    expect(topBoards.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Horror Classics', 'Oscars 2026']),
    )
    expect(world.playlists).toHaveLength(3)
    expect(world.posts).toHaveLength(120)
    const questions = world.posts.filter((p) => p.type === 'question').length / 120
    expect(questions).toBeGreaterThan(0.22)
    expect(questions).toBeLessThan(0.45)
    const withImage = world.posts.filter((p) => p.image !== null).length / 120
    expect(withImage).toBeGreaterThan(0.35)
    expect(withImage).toBeLessThan(0.65)
    expect(new Set(world.posts.flatMap((p) => p.board_ids)).size).toBeGreaterThan(20)
    expect(world.posts.filter((p) => p.group_id !== null).length).toBeGreaterThan(20)
    expect(world.comments.filter((c) => c.parent_comment !== null).length).toBeGreaterThan(50)
    expect(world.comments.some((c) => c.upvoter_ids.length > 0 && c.downvoter_ids.length > 0)).toBe(
      true,
    )
    expect(world.profiles).toHaveLength(40)
    expect(world.groups).toHaveLength(8)
    expect(world.groups.every((g) => g.category_id !== null && g.subcategory_ids.length > 0)).toBe(
      true,
    )
    expect(world.questionnaires).toHaveLength(6)
    for (const q of world.questionnaires) {
      expect(q.questions.length).toBeGreaterThanOrEqual(3)
      expect(q.questions.length).toBeLessThanOrEqual(6)
      expect(q.questions.every((question) => question.answers.length >= 2)).toBe(true)
    }
    expect(world.advertisements.filter((a) => a.category === 'Banner')).toHaveLength(3)
    expect(world.notifications.filter((n) => n.recipient_id === 1).length).toBeGreaterThanOrEqual(
      25,
    )
  })

  it('gives the demo accounts what the README promises', () => {
    const world = buildWorld(DEFAULT_SEED)
    const [filmfan, critic, newbie] = world.profiles
    expect(filmfan).toMatchObject({
      username: 'filmfan',
      email: 'filmfan@example.com',
      password: 'Password1!',
      is_verified: true,
      permission_groups: [[1, 'Consumers']],
    })
    expect(world.posts.filter((p) => p.created_by === 1).length).toBeGreaterThan(5)
    expect(world.comments.filter((c) => c.created_by === 1).length).toBeGreaterThan(5)
    expect(filmfan!.saved_board_ids.length).toBeGreaterThan(0)
    expect(world.groups.filter((g) => g.member_ids.includes(1)).length).toBeGreaterThanOrEqual(3)
    expect(world.groups.some((g) => g.administrators.includes(1))).toBe(true)
    expect(critic).toMatchObject({ username: 'critic', is_verified: true })
    expect(newbie).toMatchObject({ username: 'newbie', is_verified: false })
  })

  it('reads like a film community and stays on this machine', () => {
    const json = JSON.stringify(buildWorld(DEFAULT_SEED))
    expect(json).not.toMatch(/https?:\/\//)
    expect(json.toLowerCase()).not.toMatch(/lorem|ipsum/)
    const world = buildWorld(DEFAULT_SEED)
    for (const url of world.posts.flatMap((p) => (p.image ? [p.image] : [])))
      expect(url).toMatch(/^\/mock-media\/poster\/\d+\.svg$/)
    for (const p of world.profiles)
      if (p.profile_picture) expect(p.profile_picture).toMatch(/^\/mock-media\/avatar\//)
  })

  it('dates hang off the fixed reference date', () => {
    const world = buildWorld(DEFAULT_SEED)
    const reference = REFERENCE_DATE.toISOString()
    for (const row of [...world.posts, ...world.comments, ...world.notifications])
      expect(row.created_date <= reference).toBe(true)
    for (const comment of world.comments) {
      const post = world.posts.find((p) => p.id === comment.post_id)!
      expect(comment.created_date >= post.created_date).toBe(true)
    }
  })
})
