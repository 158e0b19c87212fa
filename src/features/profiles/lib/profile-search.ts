import { parseToken } from '#lib/search-params'

/**
 * The sections of a profile page (docs/behaviour.md#profiles: boards first, then posts, then the
 * groups of issue 11).
 */
export const PROFILE_TABS = ['boards', 'posts', 'groups'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** `?tab=posts`, `?tab=groups`; the default tab (boards) is left out of the URL. */
export interface ProfileSearch {
  tab?: Exclude<ProfileTab, 'boards'>
}

/** Never throws: an unknown `?tab=` falls back to the first tab. */
export function validateProfileSearch(search: Record<string, unknown>): ProfileSearch {
  const tab = parseToken(search.tab)
  return { tab: tab === 'posts' || tab === 'groups' ? tab : undefined }
}

export function tabOf(search: ProfileSearch): ProfileTab {
  return search.tab ?? 'boards'
}
