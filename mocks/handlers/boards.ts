import { newestFirst } from '#mocks/db/order'
import { boardStats, toBoard, toPost } from '#mocks/db/serialise'
import { getDb } from '#mocks/db/store'
import type { BoardRow, DbState } from '#mocks/db/types'
import { optionalProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'
import { matchesQuery, pageParam, paginate, searchParam } from './lib/paging'

/**
 * The /boards filter (`BoardFilter` enum in the document): `popular` sorts by activity, `new` by
 * creation, `top-level` keeps only boards without a parent. The contract guard answers 400 for
 * any other value before this runs.
 */
function filteredBoards(db: DbState, url: string): BoardRow[] {
  const text = searchParam(url)
  const filter = new URL(url).searchParams.get('filter')
  let boards = db.boards.filter((b) => matchesQuery(text, b.name))
  if (filter === 'top-level') boards = boards.filter((b) => b.parent_id === null)
  if (filter === 'popular') return sortByActivity(db, boards)
  if (filter === 'new') return [...boards].sort(newestFirst)
  return boards
}

function sortByActivity(db: DbState, boards: BoardRow[]): BoardRow[] {
  const stats = new Map(boards.map((b) => [b.id, boardStats(db, b.id)]))
  const score = (b: BoardRow) =>
    (stats.get(b.id)?.num_posts ?? 0) * 3 + (stats.get(b.id)?.num_comments ?? 0)
  return [...boards].sort((a, b) => score(b) - score(a) || a.id - b.id)
}

export const boardsHandlers = [
  http.get('/api/board', ({ request, response }) => {
    const db = getDb()
    const page = paginate(filteredBoards(db, request.url), pageParam(request.url))
    return response(200).json({ ...page, results: page.results.map((b) => toBoard(db, b)) })
  }),

  http.get('/api/board/top', ({ request, response }) => {
    const db = getDb()
    const page = paginate(
      sortByActivity(db, filteredBoards(db, request.url)),
      pageParam(request.url),
    )
    return response(200).json({ ...page, results: page.results.map((b) => toBoard(db, b)) })
  }),

  http.get('/api/board/slug/{slug}', ({ params, response }) => {
    const db = getDb()
    const board = db.boards.find((b) => b.slug === params.slug)
    if (!board) throw problem.notFound()
    return response(200).json(toBoard(db, board))
  }),

  http.get('/api/board/post/slug/{slug}', ({ request, params, response }) => {
    const db = getDb()
    const board = db.boards.find((b) => b.slug === params.slug)
    if (!board) throw problem.notFound()
    const viewer = optionalProfile(request)?.id ?? null
    const posts = db.posts.filter((p) => p.board_ids.includes(board.id)).sort(newestFirst)
    const page = paginate(posts, pageParam(request.url))
    return response(200).json({ ...page, results: page.results.map((p) => toPost(db, p, viewer)) })
  }),

  http.get('/api/board/playlist', ({ request, response }) => {
    const db = getDb()
    const topLevel = db.boards.filter((b) => b.parent_id === null)
    const mostPopular = sortByActivity(db, topLevel).slice(0, 8)
    const page = paginate(db.playlists, pageParam(request.url))
    return response(200).json({
      most_popular: { name: 'Most popular', boards: mostPopular.map((b) => toBoard(db, b)) },
      others: page.results.map((playlist) => ({
        name: playlist.name,
        slug: playlist.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        boards: playlist.board_ids
          .map((id) => db.boards.find((b) => b.id === id))
          .filter((b): b is BoardRow => b !== undefined)
          .map((b) => toBoard(db, b)),
      })),
      pagination: page.pagination,
    })
  }),
]
