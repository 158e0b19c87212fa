/**
 * Orders for rows stamped with ISO 8601 UTC instants (`toISOString()`: fixed width, `Z`), which
 * sort as plain strings. `localeCompare` gave the same order through the locale's collator, at a
 * cost that showed in the CPU profile of building the seeded world in the browser.
 */
interface Dated {
  created_date: string
  id: number
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Oldest first, by creation date alone (the sort is stable: equal dates keep their order). */
export const oldestFirst = (a: Pick<Dated, 'created_date'>, b: Pick<Dated, 'created_date'>) =>
  compareText(a.created_date, b.created_date)

/** Newest first; the higher id (the later insert) first among rows created at the same instant. */
export const newestFirst = (a: Dated, b: Dated) =>
  compareText(b.created_date, a.created_date) || b.id - a.id
