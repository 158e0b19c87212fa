import type { components } from '#openapi/schema.gen'

export type Profile = components['schemas']['Profile']

/** The permission group that opens the profile routes (docs/behaviour.md#sessions-and-tokens). */
export const CONSUMERS_GROUP = 'Consumers'

/** `auth.groups` holds `[id, name]` pairs; a member is in a group when some pair names it. */
export function hasGroup(profile: Pick<Profile, 'auth'> | null | undefined, name: string): boolean {
  return profile?.auth.groups.some((pair) => pair[1] === name) ?? false
}
