import { REFERENCE_DATE, slugify } from '#mocks/db/random'
import { deleteCommentCascade, deletePostCascade } from '#mocks/db/cascade'
import { newestFirst } from '#mocks/db/order'
import { commentCount, toComment, toPost } from '#mocks/db/serialise'
import { commit, getDb, nextId } from '#mocks/db/store'
import type { CommentRow, DbState, PostRow, ProfileRow } from '#mocks/db/types'
import { optionalProfile, requireProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'
import { storeImage } from './lib/images'
import { matchesQuery, pageParam, paginate, searchParam } from './lib/paging'

/**
 * Trending: votes and comments weighted by how recent they are (half weight after two days).
 * "Now" is never earlier than the fixtures' reference date, so the seeded world trends sensibly
 * whatever day it runs.
 */
function trendingScore(db: DbState, post: PostRow, now: number): number {
  const weight = (iso: string) =>
    1 / (1 + Math.max(0, now - new Date(iso).getTime()) / (48 * 3_600_000))
  let score = 0
  for (const at of post.upvoted_at) score += weight(at)
  for (const c of db.comments) if (c.post_id === post.id) score += weight(c.created_date)
  return score
}

export function postsMatching(db: DbState, text: string): PostRow[] {
  return db.posts.filter((p) => matchesQuery(text, p.title, p.body))
}

function postPage(posts: PostRow[], url: string, viewer: ProfileRow | null) {
  const db = getDb()
  const page = paginate(posts, pageParam(url))
  return { ...page, results: page.results.map((p) => toPost(db, p, viewer?.id ?? null)) }
}

/**
 * The messages of docs/behaviour.md#posts-and-feeds; the document's minLength catches empty
 * strings, these catch blank ones.
 */
function postFieldErrors(
  title: string | undefined,
  body: string | undefined,
  type: PostRow['type'],
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {}
  if (title !== undefined && !title.trim()) errors.title = ['Please add a title to your post!']
  if (type === 'post' && body !== undefined && !body.trim())
    errors.body = ['Please add some content to your post!']
  return Object.keys(errors).length > 0 ? errors : null
}

function notify(
  recipientId: number,
  senderId: number,
  category: [string, string],
  url: string,
): void {
  if (recipientId === senderId) return
  const db = getDb()
  db.notifications.push({
    id: nextId('notifications'),
    recipient_id: recipientId,
    sender_id: senderId,
    url,
    category,
    created_date: new Date().toISOString(),
    dismissed: false,
  })
}

function log(profile: ProfileRow, category: string, message: string, url: string): void {
  getDb().logs.push({
    id: nextId('logs'),
    profile_id: profile.id,
    category,
    message,
    url,
    created_date: new Date().toISOString(),
  })
}

/** The id suffix keeps slugs unique even when two posts share a title. */
function slugFor(title: string, id: number): string {
  return `${slugify(title).slice(0, 100) || 'post'}-${id}`
}

export const contentHandlers = [
  http.get('/api/content/post/top-voted', ({ request, response }) => {
    const db = getDb()
    const posts = postsMatching(db, searchParam(request.url)).sort(
      (a, b) => b.upvoter_ids.length - a.upvoter_ids.length || newestFirst(a, b),
    )
    return response(200).json(postPage(posts, request.url, optionalProfile(request)))
  }),

  http.get('/api/content/post/trending', ({ request, response }) => {
    const db = getDb()
    const now = Math.max(Date.now(), REFERENCE_DATE.getTime())
    const scores = new Map(db.posts.map((p) => [p.id, trendingScore(db, p, now)]))
    const posts = postsMatching(db, searchParam(request.url)).sort(
      (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || newestFirst(a, b),
    )
    return response(200).json(postPage(posts, request.url, optionalProfile(request)))
  }),

  http.get('/api/content/post/new', ({ request, response }) => {
    const posts = postsMatching(getDb(), searchParam(request.url)).sort(newestFirst)
    return response(200).json(postPage(posts, request.url, optionalProfile(request)))
  }),

  http.get('/api/content/post/visual', ({ request, response }) => {
    const posts = postsMatching(getDb(), searchParam(request.url))
      .filter((p) => p.image !== null)
      .sort(newestFirst)
    return response(200).json(postPage(posts, request.url, optionalProfile(request)))
  }),

  http.get('/api/content/post/search', ({ request, query, response }) => {
    const profile = query.get('profile')
    const posts = postsMatching(getDb(), searchParam(request.url))
      .filter((p) => profile === null || p.created_by === Number(profile))
      .sort(newestFirst)
    return response(200).json(postPage(posts, request.url, optionalProfile(request)))
  }),

  http.get('/api/content/post/slug/{postSlug}', ({ request, params, response }) => {
    const db = getDb()
    const post = db.posts.find((p) => p.slug === params.postSlug)
    if (!post) throw problem.notFound()
    return response(200).json(toPost(db, post, optionalProfile(request)?.id ?? null))
  }),

  http.get('/api/content/post/profile/{profileId}', ({ request, params, response }) => {
    const db = getDb()
    const profileId = Number(params.profileId)
    if (!db.profiles.some((p) => p.id === profileId)) throw problem.notFound()
    const posts = db.posts.filter((p) => p.created_by === profileId).sort(newestFirst)
    return response(200).json(postPage(posts, request.url, optionalProfile(request)))
  }),

  http.get('/api/content/post/group/slug/{groupSlug}', ({ request, params, response }) => {
    const db = getDb()
    const group = db.groups.find((g) => g.slug === params.groupSlug)
    if (!group) throw problem.notFound()
    const posts = postsMatching(db, searchParam(request.url))
      .filter((p) => p.group_id === group.id)
      .sort(newestFirst)
    return response(200).json(postPage(posts, request.url, optionalProfile(request)))
  }),

  http.post('/api/content/post', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const errors = postFieldErrors(body.title, body.body, body.type)
    if (errors) throw problem.validation(errors)
    const db = getDb()
    if (body.group !== null && !db.groups.some((g) => g.id === body.group)) {
      throw problem.validation({ group: ['This group does not exist.'] })
    }
    const unknownBoard = body.boards.find((id) => !db.boards.some((b) => b.id === id))
    if (unknownBoard !== undefined)
      throw problem.validation({ boards: [`Board ${unknownBoard} does not exist.`] })
    const id = nextId('posts')
    const post: PostRow = {
      id,
      slug: slugFor(body.title, id),
      title: body.title.trim(),
      body: body.body.trim(),
      image: storeImage(body.image, null),
      status: 'A',
      type: body.type,
      created_by: profile.id,
      created_date: new Date().toISOString(),
      updated_date: null,
      board_ids: [...body.boards],
      group_id: body.group,
      upvoter_ids: [],
      upvoted_at: [],
    }
    db.posts.push(post)
    log(profile, 'post_created', `${profile.username} posted "${post.title}"`, `/post/${post.slug}`)
    commit()
    return response(201).json(toPost(db, post, profile.id))
  }),

  http.put('/api/content/post', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const db = getDb()
    const post = db.posts.find((p) => p.id === body.id)
    if (!post) throw problem.notFound()
    if (post.created_by !== profile.id) throw problem.forbidden('You can only edit your own posts.')
    const type = body.type ?? post.type
    const errors = postFieldErrors(body.title, body.body, type)
    if (errors) throw problem.validation(errors)
    if (
      body.group !== undefined &&
      body.group !== null &&
      !db.groups.some((g) => g.id === body.group)
    ) {
      throw problem.validation({ group: ['This group does not exist.'] })
    }
    post.title = body.title.trim()
    post.body = body.body.trim()
    post.type = type
    post.image = storeImage(body.image, post.image)
    if (body.group !== undefined) post.group_id = body.group
    if (body.boards !== undefined)
      post.board_ids = body.boards.filter((id) => db.boards.some((b) => b.id === id))
    post.updated_date = new Date().toISOString()
    commit()
    return response(200).json(toPost(db, post, profile.id))
  }),

  http.delete('/api/content/post', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const post = getDb().posts.find((p) => p.id === body.id)
    if (!post) throw problem.notFound()
    if (post.created_by !== profile.id)
      throw problem.forbidden('You can only delete your own posts.')
    deletePostCascade(post.id)
    commit()
    return response(200).json({ id: post.id, message: 'Post deleted.' })
  }),

  http.get('/api/content/comment/post', ({ request, query, response }) => {
    const db = getDb()
    const post = db.posts.find((p) => p.slug === query.get('slug'))
    if (!post) throw problem.notFound()
    const viewer = optionalProfile(request)?.id ?? null
    let threads = db.comments
      .filter((c) => c.post_id === post.id && c.parent_comment === null)
      .sort(newestFirst)
    // A highlighted comment's thread goes first on page 1 so the client can scroll to it.
    const highlighted = query.get('comment')
    if (highlighted !== null) {
      const target = db.comments.find((c) => c.id === Number(highlighted) && c.post_id === post.id)
      const rootId = target
        ? target.parent_comment === null
          ? target.id
          : rootOf(db, target).id
        : null
      const root = threads.find((c) => c.id === rootId)
      if (root) threads = [root, ...threads.filter((c) => c !== root)]
    }
    const page = paginate(threads, pageParam(request.url))
    return response(200).json({
      ...page,
      results: page.results.map((c) => toComment(db, c, viewer)),
    })
  }),

  http.post('/api/content/comment', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const db = getDb()
    const post = db.posts.find((p) => p.id === body.post)
    if (!post) throw problem.notFound()
    if (!body.body.trim())
      throw problem.validation({ body: ['Please add some content to your comment!'] })
    const parent =
      body.parent_comment === null ? null : db.comments.find((c) => c.id === body.parent_comment)
    if (parent === undefined || (parent && parent.post_id !== post.id)) {
      throw problem.validation({ parent_comment: ['This comment does not belong to the post.'] })
    }
    const comment: CommentRow = {
      id: nextId('comments'),
      post_id: post.id,
      parent_comment: parent?.id ?? null,
      body: body.body.trim(),
      status: 'A',
      created_by: profile.id,
      created_date: new Date().toISOString(),
      updated_date: null,
      // A reply to a reply is shown as a quote of its parent: the thread only shows one level.
      show_as_quote: parent !== null && parent.parent_comment !== null,
      upvoter_ids: [],
      downvoter_ids: [],
    }
    db.comments.push(comment)
    const url = `/post/${post.slug}?comment=${comment.id}`
    notify(post.created_by, profile.id, ['comment', 'commented on your post'], url)
    if (parent) notify(parent.created_by, profile.id, ['reply', 'replied to your comment'], url)
    log(profile, 'comment_created', `${profile.username} commented on "${post.title}"`, url)
    commit()
    return response(201).json(toComment(db, comment, profile.id))
  }),

  http.put('/api/content/comment', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const db = getDb()
    const comment = db.comments.find((c) => c.id === body.id)
    if (!comment) throw problem.notFound()
    if (comment.created_by !== profile.id)
      throw problem.forbidden('You can only edit your own comments.')
    if (!body.body.trim())
      throw problem.validation({ body: ['Please add some content to your comment!'] })
    comment.body = body.body.trim()
    comment.updated_date = new Date().toISOString()
    commit()
    return response(200).json(toComment(db, comment, profile.id))
  }),

  http.delete('/api/content/comment', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const comment = getDb().comments.find((c) => c.id === body.id)
    if (!comment) throw problem.notFound()
    if (comment.created_by !== profile.id)
      throw problem.forbidden('You can only delete your own comments.')
    const removed = deleteCommentCascade(comment.id)
    commit()
    return response(200).json({
      id: comment.id,
      message: `Comment deleted (${removed} including replies); the post now has ${commentCount(getDb(), comment.post_id)} comments.`,
    })
  }),
]

function rootOf(db: DbState, comment: CommentRow): CommentRow {
  let current = comment
  const seen = new Set<number>()
  while (current.parent_comment !== null && !seen.has(current.id)) {
    seen.add(current.id)
    const parent = db.comments.find((c) => c.id === current.parent_comment)
    if (!parent) break
    current = parent
  }
  return current
}
