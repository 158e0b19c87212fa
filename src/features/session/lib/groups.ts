import type { components } from '../../../../openapi/schema.gen'

export type Profile = components['schemas']['Profile']

/** The permission group that opens the profile routes (spec §2, §6). */
export const CONSUMERS_GROUP = 'Consumers'

/** The permission group that may read the reviewer insights (openapi/README.md decision 34). */
export const REVIEWERS_GROUP = 'Reviewers'

/** `auth.groups` holds `[id, name]` pairs; a member is in a group when some pair names it. */
export function hasGroup(profile: Pick<Profile, 'auth'> | null | undefined, name: string): boolean {
  return profile?.auth.groups.some((pair) => pair[1] === name) ?? false
}
