import { newestFirst } from '#mocks/db/order'
import { REFERENCE_DATE } from '#mocks/db/random'
import { toLogEntry } from '#mocks/db/serialise'
import { getDb } from '#mocks/db/store'
import { REVIEWERS_GROUP } from '#mocks/factories/profile'
import { requireProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'
import { pageParam, paginate } from './lib/paging'

const DAY_MS = 86_400_000

export const logsHandlers = [
  http.get('/api/log', ({ request, query, response }) => {
    requireProfile(request)
    const db = getDb()
    let entries = [...db.logs]
    const range = query.get('dateRange')
    if (range) {
      const [start = '', end = ''] = range.split(',')
      if (start > end)
        throw problem.validation({ dateRange: ['The start date must not be after the end date.'] })
      // Both ends inclusive: compare on the calendar day.
      entries = entries.filter(
        (e) => e.created_date.slice(0, 10) >= start && e.created_date.slice(0, 10) <= end,
      )
    }
    entries.sort(newestFirst)
    const page = paginate(entries, pageParam(request.url))
    return response(200).json({ ...page, results: page.results.map((e) => toLogEntry(db, e)) })
  }),

  http.get('/api/log/insights/reviewer/overview', ({ request, response }) => {
    const profile = requireProfile(request)
    // Contract decision 34: only members of the permission group "Reviewers" read insights.
    if (!profile.permission_groups.some(([, name]) => name === REVIEWERS_GROUP[1]))
      throw problem.forbidden()
    const db = getDb()
    // The 30 days up to today, but never before the fixtures' reference date, so the seeded
    // world shows activity whenever it runs.
    const end = Math.max(Date.now(), REFERENCE_DATE.getTime())
    const start = end - 30 * DAY_MS
    const within = (iso: string) => {
      const t = new Date(iso).getTime()
      return t >= start && t <= end
    }
    const recentPosts = db.posts.filter((p) => within(p.created_date))
    const counts = new Map<number, number>()
    for (const post of recentPosts)
      for (const id of post.board_ids) counts.set(id, (counts.get(id) ?? 0) + 1)
    const top_boards = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, 5)
      .flatMap(([id, num_posts]) => {
        const board = db.boards.find((b) => b.id === id)
        return board ? [{ id: board.id, name: board.name, slug: board.slug, num_posts }] : []
      })
    return response(200).json({
      period_start: new Date(start).toISOString().slice(0, 10),
      period_end: new Date(end).toISOString().slice(0, 10),
      num_posts: recentPosts.length,
      num_comments: db.comments.filter((c) => within(c.created_date)).length,
      num_upvotes: db.posts.reduce((sum, p) => sum + p.upvoted_at.filter(within).length, 0),
      num_new_members: db.profiles.filter((p) => within(p.created_date)).length,
      top_boards,
    })
  }),
]
