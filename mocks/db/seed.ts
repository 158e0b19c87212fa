import { buildAdvertisement } from '#mocks/factories/advertisement'
import { buildBoard, buildPlaylist } from '#mocks/factories/board'
import { buildComment } from '#mocks/factories/comment'
import { buildGroup, buildGroupCategory } from '#mocks/factories/group'
import { buildLocation } from '#mocks/factories/location'
import { buildLog } from '#mocks/factories/log'
import { buildNotification } from '#mocks/factories/notification'
import { buildPost } from '#mocks/factories/post'
import { CONSUMERS_GROUP, REVIEWERS_GROUP, buildProfile } from '#mocks/factories/profile'
import { buildQuestionnaire } from '#mocks/factories/questionnaire'
import { mediaUrl } from '#mocks/media/urls'
import {
  ADVERTISEMENTS,
  BOARDS,
  GROUPS,
  GROUP_CATEGORIES,
  PLAYLISTS,
  VENUES,
} from '#mocks/fixtures/community'
import { USERNAMES } from '#mocks/fixtures/people'
import { QUESTIONNAIRES } from '#mocks/fixtures/questionnaires'
import { oldestFirst } from './order'
import { REFERENCE_DATE, entityFaker, slugify } from './random'
import type {
  BoardRow,
  CommentRow,
  DbState,
  GroupRow,
  LogRow,
  NotificationRow,
  PostRow,
  ProfileRow,
} from './types'

/** The demo accounts, documented in mocks/README.md. */
export const DEMO_PASSWORD = 'Password1!'
export const DEMO_ACCOUNTS = [
  {
    username: 'filmfan',
    password: DEMO_PASSWORD,
    email: 'filmfan@example.com',
    note: 'Verified Consumers member with posts, comments, saved boards, groups and notifications',
  },
  {
    username: 'critic',
    password: DEMO_PASSWORD,
    email: 'critic@example.com',
    note: 'A second verified Consumers member, also in Reviewers (reviewer insights); use it to test ownership: 403 on filmfan’s content',
  },
  {
    username: 'newbie',
    password: DEMO_PASSWORD,
    email: 'newbie@example.com',
    note: 'Registered but not verified: login answers 401 “Two-factor authentication not completed”',
  },
] as const

export const WORLD_SIZE = { profiles: 40, posts: 120, groups: 8, notificationsForDemo: 28 } as const

const FILMFAN_ID = 1
const CRITIC_ID = 2
const NEWBIE_ID = 3

function ageInDays(iso: string): number {
  return (REFERENCE_DATE.getTime() - new Date(iso).getTime()) / 86_400_000
}

function seedProfiles(seed: number): ProfileRow[] {
  const profiles: ProfileRow[] = []
  const demo: Array<Partial<ProfileRow>> = [
    {
      username: 'filmfan',
      email: 'filmfan@example.com',
      first_name: 'Frankie',
      last_name: 'Fielding',
      tagline: 'Three films a week, minimum.',
      bio: 'Grew up on VHS rentals and never recovered. I run the Friday midnight screenings.',
      created_date: '2024-05-14T18:30:00.000Z',
    },
    {
      username: 'critic',
      email: 'critic@example.com',
      first_name: 'Cass',
      last_name: 'Ritchie',
      tagline: 'Letterboxd reviewer, occasional podcaster.',
      permission_groups: [CONSUMERS_GROUP, REVIEWERS_GROUP],
    },
    {
      username: 'newbie',
      email: 'newbie@example.com',
      first_name: 'Nell',
      last_name: 'Bright',
      is_verified: false,
      tagline: '',
    },
  ]
  for (let i = 0; i < WORLD_SIZE.profiles; i += 1) {
    const username = demo[i]?.username ?? USERNAMES[i - demo.length] ?? `member${i + 1}`
    const base = buildProfile({ username, email: `${username}@example.com` }, { seed, index: i })
    const profile = { ...base, ...demo[i] }
    if (demo[i]) profile.profile_picture = mediaUrl.avatar(username)
    profiles.push(profile)
  }
  return profiles
}

function seedBoards(seed: number): BoardRow[] {
  const boards: BoardRow[] = []
  for (const top of BOARDS) {
    const parent = buildBoard(
      { name: top.name, slug: slugify(top.name) },
      { seed, index: boards.length },
    )
    boards.push(parent)
    for (const sub of top.subs) {
      boards.push(
        buildBoard(
          { name: sub, slug: slugify(sub), parent_id: parent.id },
          { seed, index: boards.length },
        ),
      )
    }
  }
  return boards
}

function seedGroups(
  seed: number,
  state: Pick<DbState, 'groupCategories' | 'profiles'>,
): GroupRow[] {
  const memberPool = state.profiles.filter((p) => p.is_verified).map((p) => p.id)
  return GROUPS.map((source, i) => {
    const faker = entityFaker(seed, 'group-membership', i)
    const category = state.groupCategories.find((c) => c.name === source.category)
    const subcategory_ids = (category?.subcategories ?? [])
      .filter((s) => source.subcategories.includes(s.name))
      .map((s) => s.id)
    // filmfan runs the first group and belongs to two more; critic administers the second.
    const admin =
      i === 0
        ? FILMFAN_ID
        : i === 1
          ? CRITIC_ID
          : faker.helpers.arrayElement(memberPool.filter((id) => id > NEWBIE_ID))
    const members = new Set<number>([
      admin,
      ...faker.helpers.arrayElements(
        memberPool.filter((id) => id > NEWBIE_ID),
        { min: 4, max: 18 },
      ),
    ])
    if (i === 0 || i === 2 || i === 4) members.add(FILMFAN_ID)
    if (i === 1 || i === 2) members.add(CRITIC_ID)
    return buildGroup(
      {
        name: source.name,
        slug: slugify(source.name),
        description: source.description,
        category_id: category?.id ?? null,
        subcategory_ids,
        administrators: [admin],
        member_ids: [...members].sort((a, b) => a - b),
      },
      { seed, index: i },
    )
  })
}

function seedPosts(
  seed: number,
  state: Pick<DbState, 'profiles' | 'boards' | 'groups'>,
): PostRow[] {
  const authors = state.profiles.filter((p) => p.is_verified).map((p) => p.id)
  const boardIds = state.boards.map((b) => b.id)
  const groupIds = state.groups.map((g) => g.id)
  const posts: PostRow[] = []
  for (let i = 0; i < WORLD_SIZE.posts; i += 1) {
    const post = buildPost({}, { seed, index: i, profileIds: authors, boardIds, groupIds })
    // A steady share of posts belongs to the demo accounts so their profiles are never empty.
    if (i % 12 === 3) post.created_by = FILMFAN_ID
    if (i % 15 === 7) post.created_by = CRITIC_ID
    const group = state.groups.find((g) => g.id === post.group_id)
    if (group && !group.member_ids.includes(post.created_by)) {
      group.member_ids = [...group.member_ids, post.created_by].sort((a, b) => a - b)
    }
    posts.push(post)
  }
  return posts
}

function seedComments(seed: number, state: Pick<DbState, 'profiles' | 'posts'>): CommentRow[] {
  const people = state.profiles.filter((p) => p.is_verified).map((p) => p.id)
  const comments: CommentRow[] = []
  for (const post of state.posts) {
    const thread = entityFaker(seed, 'thread', post.id)
    const topLevel = thread.number.int({ min: 0, max: 6 })
    const replyCounts = Array.from({ length: topLevel }, () =>
      thread.helpers.weightedArrayElement([
        { value: 0, weight: 4 },
        { value: 1, weight: 3 },
        { value: 2, weight: 2 },
        { value: 3, weight: 1 },
      ]),
    )
    const postAge = ageInDays(post.created_date)
    replyCounts.forEach((replies, k) => {
      const parent = buildComment(
        { post_id: post.id },
        {
          seed,
          index: comments.length,
          streamKey: `${post.id}:${k}`,
          profileIds: people,
          maxAgeDays: postAge,
        },
      )
      if ((post.id + k) % 9 === 0) parent.created_by = FILMFAN_ID
      comments.push(parent)
      for (let r = 0; r < replies; r += 1) {
        const reply = buildComment(
          { post_id: post.id, parent_comment: parent.id },
          {
            seed,
            index: comments.length,
            streamKey: `${post.id}:${k}:${r}`,
            profileIds: people,
            maxAgeDays: ageInDays(parent.created_date),
          },
        )
        if ((post.id + k + r) % 11 === 0) reply.created_by = FILMFAN_ID
        comments.push(reply)
      }
    })
  }
  return comments
}

function seedNotifications(
  seed: number,
  state: Pick<DbState, 'profiles' | 'posts' | 'comments' | 'groups'>,
): NotificationRow[] {
  const notifications: NotificationRow[] = []
  const recipients: Array<[number, number]> = [
    [FILMFAN_ID, WORLD_SIZE.notificationsForDemo],
    [CRITIC_ID, 6],
  ]
  for (const [recipient, count] of recipients) {
    const ownPosts = state.posts.filter((p) => p.created_by === recipient)
    const ownGroups = state.groups.filter((g) => g.administrators.includes(recipient))
    for (let k = 0; k < count; k += 1) {
      const index = notifications.length
      const n = buildNotification(
        { recipient_id: recipient },
        { seed, index, streamKey: `${recipient}:${k}` },
      )
      const faker = entityFaker(seed, 'notification-target', `${recipient}:${k}`)
      const senders = state.profiles.filter((p) => p.id !== recipient && p.is_verified)
      n.sender_id = faker.helpers.arrayElement(senders).id
      const post = ownPosts.length > 0 ? faker.helpers.arrayElement(ownPosts) : state.posts[0]
      const group = ownGroups[0]
      if (n.category[0] === 'group_join' && group) {
        n.url = `/group/${group.slug}`
      } else if (
        post &&
        (n.category[0] === 'comment' ||
          n.category[0] === 'reply' ||
          n.category[0] === 'comment_upvote')
      ) {
        const comment = state.comments.find((c) => c.post_id === post.id)
        n.url = comment ? `/post/${post.slug}?comment=${comment.id}` : `/post/${post.slug}`
      } else if (post) {
        n.url = `/post/${post.slug}`
        if (n.category[0] === 'group_join') n.category = ['post_upvote', 'upvoted your post']
      }
      notifications.push(n)
    }
  }
  return notifications
}

function seedLogs(seed: number, state: Pick<DbState, 'profiles' | 'posts' | 'comments'>): LogRow[] {
  const usernameOf = (id: number) => state.profiles.find((p) => p.id === id)?.username ?? 'someone'
  return Array.from({ length: 60 }, (_, i) => {
    const log = buildLog({}, { seed, index: i })
    const faker = entityFaker(seed, 'log-subject', i)
    const kind = faker.helpers.arrayElement([
      'post_created',
      'comment_created',
      'vote',
      'page_view',
    ] as const)
    const post = faker.helpers.arrayElement(state.posts)
    if (kind === 'post_created') {
      return {
        ...log,
        category: kind,
        profile_id: post.created_by,
        created_date: post.created_date,
        url: `/post/${post.slug}`,
        message: `${usernameOf(post.created_by)} posted "${post.title}"`,
      }
    }
    if (kind === 'comment_created') {
      const comment = state.comments.find((c) => c.post_id === post.id)
      if (comment) {
        return {
          ...log,
          category: kind,
          profile_id: comment.created_by,
          created_date: comment.created_date,
          url: `/post/${post.slug}?comment=${comment.id}`,
          message: `${usernameOf(comment.created_by)} commented on "${post.title}"`,
        }
      }
    }
    if (kind === 'vote' && post.upvoter_ids.length > 0) {
      const voter = post.upvoter_ids[0] ?? FILMFAN_ID
      return {
        ...log,
        category: kind,
        profile_id: voter,
        created_date: post.upvoted_at[0] ?? post.created_date,
        url: `/post/${post.slug}`,
        message: `${usernameOf(voter)} upvoted "${post.title}"`,
      }
    }
    return log
  })
    .sort(oldestFirst)
    .map((log, i) => ({ ...log, id: i + 1 }))
}

/**
 * Builds the whole world for a seed. Pure: the same seed always yields the same JSON.
 */
export function buildWorld(seed: number): DbState {
  const profiles = seedProfiles(seed)
  const boards = seedBoards(seed)
  const playlists = PLAYLISTS.map((source, i) =>
    buildPlaylist(
      {
        name: source.name,
        board_ids: source.boards
          .map((name) => boards.find((b) => b.name === name)?.id)
          .filter((id): id is number => id !== undefined),
      },
      { seed, index: i },
    ),
  )
  const groupCategories = GROUP_CATEGORIES.map((source, i) =>
    buildGroupCategory(
      {
        name: source.name,
        subcategories: source.subcategories.map((name, j) => ({ id: (i + 1) * 10 + j + 1, name })),
      },
      { seed, index: i },
    ),
  )
  const groups = seedGroups(seed, { groupCategories, profiles })
  const posts = seedPosts(seed, { profiles, boards, groups })
  const comments = seedComments(seed, { profiles, posts })
  const notifications = seedNotifications(seed, { profiles, posts, comments, groups })
  const questionnaires = QUESTIONNAIRES.map((_, i) => buildQuestionnaire({}, { seed, index: i }))
  const advertisements = ADVERTISEMENTS.map((_, i) => buildAdvertisement({}, { seed, index: i }))
  const locations = VENUES.map((_, i) => buildLocation({}, { seed, index: i }))
  const logs = seedLogs(seed, { profiles, posts, comments })

  for (const profile of profiles) {
    const faker = entityFaker(seed, 'saved-boards', profile.id)
    const topBoards = boards.filter((b) => b.parent_id === null).map((b) => b.id)
    profile.saved_board_ids =
      profile.id === FILMFAN_ID
        ? [1, 2, 5, 8]
        : faker.helpers.arrayElements(topBoards, { min: 0, max: 4 }).sort((a, b) => a - b)
    profile.favourite_location_ids = profile.id === FILMFAN_ID ? [1] : []
  }

  const state: DbState = {
    seed,
    profiles,
    boards,
    playlists,
    groupCategories,
    groups,
    posts,
    comments,
    notifications,
    questionnaires,
    questionnaireResponses: [],
    advertisements,
    locations,
    logs,
    accessTokens: {},
    refreshTokens: {},
    apiKeys: {},
    recoverySessions: [],
    deletedEmails: [],
    uploads: [],
    mail: [],
    nextId: {},
  }
  state.nextId = {
    profiles: profiles.length + 1,
    boards: boards.length + 1,
    groups: groups.length + 1,
    posts: posts.length + 1,
    comments: comments.length + 1,
    notifications: notifications.length + 1,
    questionnaireResponses: 1,
    logs: logs.length + 1,
    mail: 1,
    uploads: 1,
  }
  return state
}
