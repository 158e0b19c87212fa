import { useMutation } from '@tanstack/react-query'
import { apiPut } from '#lib/api/client'

export const boardMutationKeys = {
  save: () => ['boards', 'save'] as const,
}

export interface SaveBoardInput {
  id: number
  /**
   * true saves the board to the member's profile, false removes it (a toggle:
   * docs/behaviour.md#boards).
   */
  save: boolean
}

/**
 * PUT /api/auth/board/save or /api/auth/board/remove with `{ id }` (openapi `saveBoard`,
 * `removeSavedBoard`). The answer carries the member's whole `saved_boards`, which the caller puts
 * on the session profile. Not optimistic: the list the profile shows is the server's, and the
 * button shows its spinner meanwhile.
 */
export function useSaveBoard() {
  return useMutation({
    mutationKey: boardMutationKeys.save(),
    mutationFn: ({ id, save }: SaveBoardInput) =>
      apiPut(save ? '/api/auth/board/save' : '/api/auth/board/remove', { body: { id } }),
  })
}
