import { useState } from 'react'
import { ConfirmOnDemand } from '#components/ui/confirm-on-demand'
import { Icon } from '#components/ui/icon'
import { NativeButton } from '#components/ui/native-button'
import { t } from '#i18n/en-community'
import { useAlertActions } from '#lib/alerts'
import type { Group } from '../api/group-queries'
import { useDeleteGroup } from '../api/use-edit-group'
import { GroupDialogOnDemand } from './group-dialog-on-demand'

export interface GroupAdminActionsProps {
  group: Group
  /** The signed-in administrator. */
  viewerId: number
  /** After an edit is saved (the route follows a new slug). */
  onSaved: (group: Group) => void
  /** After the group is deleted (the route leaves its page). */
  onDeleted: (group: Group) => void
}

/**
 * What a group's administrators may do on its page (openapi `updateGroup` and `deleteGroup`:
 * administrators only): edit it in the create dialog, filled in, and delete it after a
 * confirmation.
 */
export function GroupAdminActions({ group, viewerId, onSaved, onDeleted }: GroupAdminActionsProps) {
  const [isEditing, setEditing] = useState(false)
  const [isDeleting, setDeleting] = useState(false)
  const remove = useDeleteGroup()
  const { push } = useAlertActions()

  async function deleteGroup() {
    try {
      await remove.mutateAsync(group.id)
    } catch (error) {
      push({ message: t('group_delete_error'), status: 'warning' })
      // The confirmation comes back, saying so, for another try.
      throw error
    }
    push({ message: t('group_deleted'), status: 'success' })
    onDeleted(group)
  }

  return (
    <>
      <NativeButton variant="ghost" onClick={() => setEditing(true)}>
        <Icon name="edit" size={18} />
        {t('group_edit_open')}
      </NativeButton>
      <NativeButton variant="ghost" onClick={() => setDeleting(true)}>
        <Icon name="trash" size={18} />
        {t('group_delete_open')}
      </NativeButton>
      <GroupDialogOnDemand
        // A new version of the group (after a save elsewhere) starts the form from it.
        key={`${group.id}:${group.name}:${group.description}`}
        isOpen={isEditing}
        onOpenChange={setEditing}
        viewerId={viewerId}
        group={group}
        onSaved={onSaved}
      />
      <ConfirmOnDemand
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        title={t('group_delete_title')}
        tone="danger"
        confirmLabel={t('group_delete_confirm')}
        onConfirm={deleteGroup}
        failureMessage={t('group_delete_error')}
      >
        {t('group_delete_text', { group: group.name })}
      </ConfirmOnDemand>
    </>
  )
}
