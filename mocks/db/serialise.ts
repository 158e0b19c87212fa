import type { components } from '#openapi/schema.gen'
import { newestFirst } from './order'
import type {
  AdvertisementRow,
  BoardRow,
  CommentRow,
  DbState,
  GroupRow,
  LogRow,
  NotificationRow,
  PostRow,
  ProfileRow,
  QuestionnaireRow,
} from './types'

/**
 * Rows → API shapes. The return types are the generated schemas, so a field the document adds or
 * renames breaks the typecheck here rather than drifting silently.
 */
type Schemas = components['schemas']

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The document's display form, e.g. "14 Mar 2024" (UTC, so it does not depend on the machine). */
export function displayDate(iso: string): string {
  const d = new Date(iso)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

function profileById(db: DbState, id: number): ProfileRow | undefined {
  return db.profiles.find((p) => p.id === id)
}

/** Display name of an author; content of deleted accounts is removed, but be defensive anyway. */
function authorOf(db: DbState, id: number): { ref: string; pic: string | null; tagline: string } {
  const author = profileById(db, id)
  return author
    ? { ref: author.username, pic: author.profile_picture, tagline: author.tagline }
    : { ref: 'deleted member', pic: null, tagline: '' }
}

export function countsForProfile(
  db: DbState,
  profileId: number,
): { num_posts: number; num_comments: number; num_upvotes: number } {
  let num_upvotes = 0
  let num_posts = 0
  for (const post of db.posts) {
    if (post.created_by !== profileId) continue
    num_posts += 1
    num_upvotes += post.upvoter_ids.length
  }
  let num_comments = 0
  for (const comment of db.comments) {
    if (comment.created_by !== profileId) continue
    num_comments += 1
    num_upvotes += comment.upvoter_ids.length
  }
  return { num_posts, num_comments, num_upvotes }
}

export function groupIdsOf(db: DbState, profileId: number): number[] {
  return db.groups.filter((g) => g.member_ids.includes(profileId)).map((g) => g.id)
}

export function toSavedBoard(board: BoardRow): Schemas['SavedBoard'] {
  return { id: board.id, name: board.name, slug: board.slug, featured_image: board.featured_image }
}

export function savedBoardsOf(db: DbState, profile: ProfileRow): Schemas['SavedBoard'][] {
  return profile.saved_board_ids
    .map((id) => db.boards.find((b) => b.id === id))
    .filter((b): b is BoardRow => b !== undefined)
    .map(toSavedBoard)
}

export function unreadNotifications(db: DbState, profileId: number): number {
  return db.notifications.filter((n) => n.recipient_id === profileId && !n.dismissed).length
}

export function toProfile(db: DbState, profile: ProfileRow): Schemas['Profile'] {
  return {
    id: profile.id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    date_of_birth: profile.date_of_birth,
    email: profile.email,
    username: profile.username,
    profile_picture: profile.profile_picture,
    cover_picture: profile.cover_picture,
    tagline: profile.tagline,
    bio: profile.bio,
    timezone: profile.timezone,
    language: profile.language,
    agree_terms: profile.agree_terms,
    over_18: profile.over_18,
    wants_email_marketing: profile.wants_email_marketing,
    is_verified: profile.is_verified,
    num_notifications: unreadNotifications(db, profile.id),
    ...countsForProfile(db, profile.id),
    created_date: profile.created_date,
    groups: groupIdsOf(db, profile.id),
    saved_boards: savedBoardsOf(db, profile),
    favourite_locations: [...profile.favourite_location_ids],
    auth: { groups: profile.permission_groups.map(([id, name]) => [id, name] as [number, string]) },
  }
}

export function toProfileSummary(db: DbState, profile: ProfileRow): Schemas['ProfileSummary'] {
  return {
    id: profile.id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    profile_picture: profile.profile_picture,
    cover_picture: profile.cover_picture,
    tagline: profile.tagline,
    bio: profile.bio,
    ...countsForProfile(db, profile.id),
    created_date: profile.created_date,
    groups: groupIdsOf(db, profile.id),
    saved_boards: savedBoardsOf(db, profile),
  }
}

export function toBoardRef(board: BoardRow): Schemas['BoardRef'] {
  return { id: board.id, name: board.name, slug: board.slug }
}

export function commentCount(db: DbState, postId: number): number {
  return db.comments.filter((c) => c.post_id === postId).length
}

export function toPost(db: DbState, post: PostRow, viewerId: number | null): Schemas['Post'] {
  const author = authorOf(db, post.created_by)
  const group = post.group_id === null ? undefined : db.groups.find((g) => g.id === post.group_id)
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    body: post.body,
    image: post.image,
    status: 'A',
    type: post.type,
    created_by: post.created_by,
    created_by_id: post.created_by,
    created_by_ref: author.ref,
    created_by_pic: author.pic,
    created_by_tagline: author.tagline,
    created_date: displayDate(post.created_date),
    created_date_iso: post.created_date,
    updated_date: post.updated_date,
    boards: post.board_ids
      .map((id) => db.boards.find((b) => b.id === id))
      .filter((b): b is BoardRow => b !== undefined)
      .map(toBoardRef),
    group: group ? [group.id, group.name] : null,
    votes: {
      upvotes: post.upvoter_ids.length,
      has_upvoted: viewerId !== null && post.upvoter_ids.includes(viewerId),
    },
    num_comments: commentCount(db, post.id),
    og_image: post.image,
  }
}

export function toPostVotes(post: PostRow, viewerId: number | null): Schemas['PostVotes'] {
  return {
    upvotes: post.upvoter_ids.length,
    has_upvoted: viewerId !== null && post.upvoter_ids.includes(viewerId),
  }
}

export function toCommentVotes(
  comment: CommentRow,
  viewerId: number | null,
): Schemas['CommentVotes'] {
  return {
    upvotes: comment.upvoter_ids.length,
    downvotes: comment.downvoter_ids.length,
    has_upvoted: viewerId !== null && comment.upvoter_ids.includes(viewerId),
    has_downvoted: viewerId !== null && comment.downvoter_ids.includes(viewerId),
  }
}

/** Ancestor ids of a comment, root first. */
export function hierarchyOf(db: DbState, comment: CommentRow): number[] {
  const chain: number[] = []
  let parentId = comment.parent_comment
  const seen = new Set<number>()
  while (parentId !== null && !seen.has(parentId)) {
    seen.add(parentId)
    chain.unshift(parentId)
    parentId = db.comments.find((c) => c.id === parentId)?.parent_comment ?? null
  }
  return chain
}

/** Every reply below a comment, at any depth. */
export function descendantsOf(db: DbState, commentId: number): CommentRow[] {
  const out: CommentRow[] = []
  const queue = [commentId]
  while (queue.length > 0) {
    const id = queue.shift()
    for (const c of db.comments) {
      if (c.parent_comment === id) {
        out.push(c)
        queue.push(c.id)
      }
    }
  }
  return out
}

/**
 * A comment with its replies. The thread shows one level, so a top-level comment carries all of
 * its descendants flattened, newest first (a new reply lands at the top of `children`).
 */
export function toComment(
  db: DbState,
  comment: CommentRow,
  viewerId: number | null,
  withChildren = true,
): Schemas['Comment'] {
  const author = authorOf(db, comment.created_by)
  const children =
    withChildren && comment.parent_comment === null
      ? descendantsOf(db, comment.id).sort(newestFirst)
      : []
  return {
    id: comment.id,
    post: comment.post_id,
    post_id: comment.post_id,
    parent_comment: comment.parent_comment,
    body: comment.body,
    status: 'A',
    created_by: comment.created_by,
    created_by_id: comment.created_by,
    created_by_ref: author.ref,
    created_by_pic: author.pic,
    created_by_tagline: author.tagline,
    created_date: displayDate(comment.created_date),
    created_date_iso: comment.created_date,
    show_as_quote: comment.show_as_quote,
    hierarchy: hierarchyOf(db, comment),
    children: children.map((child) => toComment(db, child, viewerId, false)),
    votes: toCommentVotes(comment, viewerId),
  }
}

export function toGroup(group: GroupRow): Schemas['Group'] {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    category: group.category_id,
    subcategory: [...group.subcategory_ids],
    administrators: [...group.administrators],
    profile_picture: group.profile_picture,
    cover_picture: group.cover_picture,
    status: 'A',
    slug: group.slug,
    created_date: group.created_date,
    num_members: group.member_ids.length,
  }
}

export function boardStats(
  db: DbState,
  boardId: number,
): { num_posts: number; num_comments: number } {
  const postIds = new Set(db.posts.filter((p) => p.board_ids.includes(boardId)).map((p) => p.id))
  return {
    num_posts: postIds.size,
    num_comments: db.comments.filter((c) => postIds.has(c.post_id)).length,
  }
}

/** Sub-boards of a top-level board; for a sub-board, its parent and siblings (the related boards). */
export function relatedBoards(db: DbState, board: BoardRow): BoardRow[] {
  if (board.parent_id === null) return db.boards.filter((b) => b.parent_id === board.id)
  return db.boards.filter(
    (b) => b.id !== board.id && (b.id === board.parent_id || b.parent_id === board.parent_id),
  )
}

export function toBoard(db: DbState, board: BoardRow): Schemas['Board'] {
  return {
    id: board.id,
    name: board.name,
    slug: board.slug,
    featured_image: board.featured_image,
    ...boardStats(db, board.id),
    sub_boards: relatedBoards(db, board).map(toBoardRef),
  }
}

export function toNotification(
  db: DbState,
  notification: NotificationRow,
): Schemas['Notification'] {
  const sender = authorOf(db, notification.sender_id)
  return {
    id: notification.id,
    sender_ref: sender.ref,
    sender_pic: sender.pic,
    url: notification.url,
    category: [notification.category[0], notification.category[1]],
    created_date: notification.created_date,
  }
}

export function toQuestionnaire(questionnaire: QuestionnaireRow): Schemas['Questionnaire'] {
  return {
    id: questionnaire.id,
    slug: questionnaire.slug,
    title: questionnaire.title,
    created_date: questionnaire.created_date,
    category: questionnaire.category,
    questions: questionnaire.questions.map((q) => ({
      id: q.id,
      text: q.text,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
    })),
  }
}

export function toAdvertisement(ad: AdvertisementRow): Schemas['Advertisement'] {
  return {
    id: ad.id,
    category: 'Banner',
    url: ad.url,
    title: ad.title,
    image_xs: ad.image_xs,
    image_sm: ad.image_sm,
    image_md: ad.image_md,
    image_lg: ad.image_lg,
  }
}

export function toLogEntry(db: DbState, log: LogRow): Schemas['LogEntry'] {
  return {
    id: log.id,
    category: log.category,
    message: log.message,
    url: log.url,
    created_by: log.profile_id,
    created_by_ref: log.profile_id === null ? 'visitor' : authorOf(db, log.profile_id).ref,
    created_date: log.created_date,
  }
}
