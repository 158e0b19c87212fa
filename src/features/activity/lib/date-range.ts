import type { DateRange } from '../api/activity-queries'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-31). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** `?from=…&to=…` as a range, or undefined when either end is missing, malformed or reversed. */
export function parseDateRange(from: unknown, to: unknown): DateRange | undefined {
  if (!isIsoDate(from) || !isIsoDate(to)) return undefined
  return from <= to ? { start: from, end: to } : undefined
}
