import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Profile } from '../lib/groups'
import { sessionKeys } from './session-queries'

/**
 * Writes part of an answer onto the signed-in member's cached profile: a membership or a saved
 * board answer carries the member's new `groups` or `saved_boards`, which other pages show.
 */
export function usePatchSessionProfile() {
  const queryClient = useQueryClient()
  return useCallback(
    (patch: Partial<Profile>) =>
      queryClient.setQueryData<Profile | null>(sessionKeys.profile(), (profile) =>
        profile ? { ...profile, ...patch } : profile,
      ),
    [queryClient],
  )
}

/** Fetches the member's profile again: its counts (`num_posts`) changed on the server. */
export function useRefreshSessionProfile() {
  const queryClient = useQueryClient()
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionKeys.profile() }),
    [queryClient],
  )
}
