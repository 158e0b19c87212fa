import { t } from '#i18n/en-community'
import { onFirstUse } from '#lib/on-first-use'

/*
 * The added date is a calendar day, the same for everyone (UTC), so a questionnaire published late
 * in the evening does not show a day apart per time zone.
 */
const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
)

/** "14 May 2024"; the raw text when the server sent something that is not a date. */
export function formatAddedDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dayFormat().format(date)
}

/** "1 question", "5 questions". */
export function questionCount(count: number): string {
  return count === 1 ? t('recommender_questions_one') : t('recommender_questions', { count })
}
