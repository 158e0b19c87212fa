/**
 * Long bodies show 300 characters, and 300 more per "Read more"
 * (docs/behaviour.md#posts-and-feeds).
 */
export const BODY_PREVIEW_STEP = 300

/** How far back a cut may move to land between words instead of inside one. */
const WORD_BOUNDARY_SLACK = 24

/**
 * The part of a body to show. Cut at `limit` characters, moved back to the last space when one
 * is close, so a word is never split; trailing whitespace is dropped before the ellipsis.
 */
export function bodyPreview(body: string, limit: number): { text: string; isCut: boolean } {
  const text = body.trim()
  if (text.length <= limit) return { text, isCut: false }
  const hard = text.slice(0, limit)
  const space = hard.lastIndexOf(' ')
  const cut = space >= limit - WORD_BOUNDARY_SLACK ? hard.slice(0, space) : hard
  return { text: cut.trimEnd(), isCut: true }
}
