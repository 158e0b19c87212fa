import { NativeButton } from '#components/ui/native-button'
import { Icon } from '#components/ui/icon'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { t } from '#i18n/en-boards'
import { ALERT_TIMEOUT, useAlertActions } from '#lib/alerts'
import { useSinglePress } from '#lib/use-single-press'
import { isApiError } from '#lib/api/errors'
import type { SavedBoard } from '../api/board-queries'
import { useSaveBoard } from '../api/use-save-board'

export interface BoardSaveButtonProps {
  boardId: number
  /** Whether the signed-in member has this board among their saved boards. */
  isSaved: boolean
  /**
   * A visitor may look, not save (docs/behaviour.md#visitors-and-members): the press only asks them
   * to log in.
   */
  isMember: boolean
  /**
   * The member's saved boards as the server now has them. The session (and with it `isSaved`)
   * belongs to the route, so this feature hands the answer back instead of touching it.
   */
  onSavedBoardsChange: (savedBoards: SavedBoard[]) => void
}

/** Save board ⇄ Saved, a toggle (docs/behaviour.md#boards). */
export function BoardSaveButton({
  boardId,
  isSaved,
  isMember,
  onSavedBoardsChange,
}: BoardSaveButtonProps) {
  const saveBoard = useSaveBoard()
  const { push } = useAlertActions()
  const press = useSinglePress()

  function toggle() {
    if (!press.isFreshPress()) return
    if (!isMember) {
      push({
        message: t('if_you_want_to_save_board'),
        status: 'warning',
        timeout: ALERT_TIMEOUT.loginWarning,
      })
      return
    }
    if (!press.begin()) return
    saveBoard.mutate(
      { id: boardId, save: !isSaved },
      {
        onSuccess: (result) => {
          onSavedBoardsChange(result.saved_boards)
          push({ message: t(result.saved ? 'board_saved' : 'board_removed'), status: 'success' })
        },
        onError: (error) => {
          // Still refused after the client's refresh: the session is over, so this is a visitor now.
          const signedOut = isApiError(error) && error.status === 401
          push(
            signedOut
              ? {
                  message: t('must_log_in_to_save_board'),
                  status: 'warning',
                  timeout: ALERT_TIMEOUT.loginWarning,
                }
              : { message: t('board_save_error'), status: 'warning' },
          )
        },
        onSettled: () => {
          press.end()
        },
      },
    )
  }

  return (
    <NativeButton
      variant={isSaved ? 'secondary' : 'primary'}
      isPending={saveBoard.isPending}
      onClick={toggle}
    >
      <Icon name={isSaved ? 'check' : 'bookmark'} size={18} />
      {isSaved ? (
        <>
          {t('board_saved_state')}
          <VisuallyHidden>{t('board_saved_remove_hint')}</VisuallyHidden>
        </>
      ) : (
        t('board_save')
      )}
    </NativeButton>
  )
}
