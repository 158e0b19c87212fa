import { onFirstUse } from './on-first-use'

/*
 * The Intl formatters more than one feature uses, built once, on first use (see on-first-use.ts).
 * The site writes numbers and dates the British way ("1,234", "14 May 2024").
 */

/** Counts: "1,234". */
export const countFormat = onFirstUse(() => new Intl.NumberFormat('en-GB'))

/** A day of a UTC timestamp, in full: "14 May 2024" (a join date, a policy's last update). */
export const longUtcDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
)

/** A day in the reader's time zone, month abbreviated: "14 Sept 2024". */
export const shortDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
)
