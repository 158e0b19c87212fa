import { parseToken } from '../../../lib/search-params'

/** The sections of a profile page (spec §2 "Own profile": boards first, then posts). */
export const PROFILE_TABS = ['boards', 'posts'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** `?tab=posts`; the default tab (boards) is left out of the URL. */
export interface ProfileSearch {
  tab?: Exclude<ProfileTab, 'boards'>
}

/** Never throws: an unknown `?tab=` falls back to the first tab (spec: "first tab active"). */
export function validateProfileSearch(search: Record<string, unknown>): ProfileSearch {
  return { tab: parseToken(search.tab) === 'posts' ? 'posts' : undefined }
}

export function tabOf(search: ProfileSearch): ProfileTab {
  return search.tab ?? 'boards'
}
