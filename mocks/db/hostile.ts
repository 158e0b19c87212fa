import type { DbState } from './types'

/**
 * The hostile world (scenario `hostile`): the seeded world with every text a member or an admin
 * can write replaced by something that breaks careless code, so the end-to-end suite can prove
 * that every screen renders it as text, keeps it inside the page and never follows a bad link.
 *
 * - script payloads (`<script>`, `<img onerror>`, `<svg onload>`, attribute breakouts) in every
 *   text field: titles, bodies, comments, usernames, names, taglines, bios, group, board and
 *   playlist names, group descriptions, questionnaire titles, questions and answers, ad titles;
 *   each payload would set `window.__hostilePayloadRan` (HOSTILE_FLAG) or open a dialog;
 * - `javascript:`, `data:text/html` and `vbscript:` URLs (in several spellings) in every URL field:
 *   pictures, covers, featured images, post images, notification targets, ad links and banners;
 * - 10,000-character titles and unbroken 2,000-character words, right-to-left overrides and
 *   zero-width characters, emoji with joiners and skin tones;
 * - `null` in every nullable field (alternating with the hostile URLs where a field is both).
 *
 * What stays usable, so the screens can still be reached: ids, slugs (they are addresses, not
 * text), e-mails, passwords, the demo accounts' usernames (the suite signs in as `filmfan`), dates,
 * counts and the relations between rows.
 *
 * A pure function: the seeded world goes in, a new hostile world comes out.
 */

/** The global the payloads would set if any of them ever ran. */
export const HOSTILE_FLAG = '__hostilePayloadRan'

const RUN = `window.${HOSTILE_FLAG}=1`

/** Markup payloads: each runs RUN (or opens a dialog) if it is ever parsed as HTML. */
export const HOSTILE_MARKUP = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `"><img src=x onerror=${RUN}>`,
  `'><svg/onload=alert(1)>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `{{constructor.constructor('${RUN}')()}}`,
] as const

/** URLs that must never reach an href or src. */
export const HOSTILE_URLS = [
  `javascript:${RUN}`,
  `JaVaScRiPt:alert(1)`,
  ` javascript:alert(document.domain)`,
  `java\tscript:alert(1)`,
  `data:text/html,<script>${RUN}</script>`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `vbscript:msgbox(1)`,
] as const

/** Right-to-left override, zero-width space, joiner, non-joiner, left-to-right and RTL marks. */
const RTL_AND_INVISIBLE = '\u202Eevil\u202C \u200B\u200D\u200C\u200E\u200F שלום עולם مرحبا'
const EMOJI = '🎬🍿 👩🏽‍💻 👨‍👩‍👧‍👦 🏳️‍🌈'
/** One word with no break opportunity. */
const UNBROKEN = 'Supercalifragilistic'.repeat(100)
/** 10,000 characters. */
const LONG_TITLE = `${'A very long title '.repeat(555)}END`.slice(0, 10_000)

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T
}

/** A hostile text for row `index`: a payload, plus one of the other kinds of trouble. */
export function hostileText(index: number, kind: 'short' | 'title' | 'long' = 'short'): string {
  const payload = pick(HOSTILE_MARKUP, index)
  const extra = pick([RTL_AND_INVISIBLE, EMOJI, UNBROKEN], index)
  if (kind === 'title' && index % 3 === 0) return `${payload} ${LONG_TITLE}`
  if (kind === 'long')
    return `${payload}\n\n${UNBROKEN}\n\n${RTL_AND_INVISIBLE} ${EMOJI}\n${payload}`
  return `${payload} ${extra}`
}

/** A hostile URL for row `index`, or null on every other row where the field may be null. */
function hostileUrl(index: number): string {
  return pick(HOSTILE_URLS, index)
}
function hostileUrlOrNull(index: number): string | null {
  return index % 2 === 0 ? hostileUrl(index) : null
}

/** Usernames the suite and QA sign in with keep their names; every other is hostile. */
const KEPT_USERNAMES = new Set(['filmfan', 'critic', 'newbie'])

export function makeHostile(seeded: DbState): DbState {
  const db = structuredClone(seeded)

  db.profiles = db.profiles.map((profile, i) => ({
    ...profile,
    username: KEPT_USERNAMES.has(profile.username)
      ? profile.username
      : `${pick(HOSTILE_MARKUP, i)}${i}`,
    first_name: hostileText(i),
    last_name: hostileText(i + 1),
    tagline: hostileText(i + 2),
    bio: hostileText(i, 'long'),
    date_of_birth: null,
    profile_picture: hostileUrlOrNull(i),
    cover_picture: hostileUrlOrNull(i + 1),
    referral_id: null,
  }))

  db.boards = db.boards.map((board, i) => ({
    ...board,
    name: hostileText(i, 'title'),
    featured_image: hostileUrl(i),
    parent_id: i % 2 === 0 ? null : board.parent_id,
  }))

  db.playlists = db.playlists.map((playlist, i) => ({ ...playlist, name: hostileText(i) }))

  db.groupCategories = db.groupCategories.map((category, i) => ({
    ...category,
    name: hostileText(i),
    subcategories: category.subcategories.map((sub, j) => ({ ...sub, name: hostileText(i + j) })),
  }))

  db.groups = db.groups.map((group, i) => ({
    ...group,
    name: hostileText(i, 'title'),
    description: hostileText(i, 'long'),
    category_id: i % 2 === 0 ? null : group.category_id,
    profile_picture: hostileUrlOrNull(i),
    cover_picture: hostileUrlOrNull(i + 1),
  }))

  db.posts = db.posts.map((post, i) => ({
    ...post,
    title: hostileText(i, 'title'),
    body: hostileText(i, 'long'),
    image: hostileUrlOrNull(i),
    updated_date: i % 2 === 0 ? null : post.updated_date,
    group_id: i % 2 === 0 ? null : post.group_id,
  }))

  db.comments = db.comments.map((comment, i) => ({
    ...comment,
    body: hostileText(i, i % 4 === 0 ? 'long' : 'short'),
    updated_date: i % 2 === 0 ? null : comment.updated_date,
  }))

  db.notifications = db.notifications.map((notification, i) => ({
    ...notification,
    url: hostileUrl(i),
    category: [notification.category[0], hostileText(i)],
  }))

  db.questionnaires = db.questionnaires.map((questionnaire, i) => ({
    ...questionnaire,
    title: hostileText(i, 'title'),
    category: hostileText(i + 1),
    questions: questionnaire.questions.map((question, j) => ({
      ...question,
      text: hostileText(i + j),
      answers: question.answers.map((answer, k) => ({ ...answer, text: hostileText(i + j + k) })),
    })),
  }))

  db.advertisements = db.advertisements.map((ad, i) => ({
    ...ad,
    title: hostileText(i, 'title'),
    url: hostileUrl(i),
    image_xs: hostileUrl(i + 1),
    image_sm: hostileUrl(i + 2),
    image_md: hostileUrl(i + 3),
    image_lg: hostileUrl(i + 4),
  }))

  db.locations = db.locations.map((location, i) => ({
    ...location,
    name: hostileText(i),
    city: hostileText(i + 1),
  }))

  db.logs = db.logs.map((log, i) => ({ ...log, url: hostileUrlOrNull(i) }))

  return db
}
