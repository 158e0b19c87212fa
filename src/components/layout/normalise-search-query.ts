/**
 * Spec §5: a search query is trimmed, runs of whitespace collapse to one space, and an empty
 * query is omitted from the URL (returned as `undefined` so a search reducer can drop the key).
 */
export function normaliseSearchQuery(raw: string): string | undefined {
  const query = raw.trim().replace(/\s+/g, ' ')
  return query === '' ? undefined : query
}
