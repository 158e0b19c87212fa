import { countFormat, longUtcDateFormat } from '#lib/formats'

/*
 * Dates and counts on profiles. The joined date is a calendar day, shown the same for everyone
 * (UTC), so a member who joined late in the evening does not "join" a day apart per time zone.
 */

/** "14 May 2024"; the raw text when the server sent something that is not a date. */
export function formatJoinedDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : longUtcDateFormat().format(date)
}

/** "1,204" */
export function formatCount(count: number): string {
  return countFormat().format(count)
}
