import { Suspense, useState } from 'react'
import { onDemand } from '#lib/on-demand'
import type { CreateGroupDialogProps } from './create-group-dialog'

// The group dialog (fields, category chips, two picture fields with their compression code) is
// not on screen when a page loads: it is fetched when someone first opens it (issue 10).
const CreateGroupDialog = onDemand(() =>
  import('./create-group-dialog').then((module) => module.CreateGroupDialog),
)

/**
 * The create/edit group dialog, loaded on first open and kept mounted afterwards, so what the
 * member typed survives closing and reopening it. Same props as `CreateGroupDialog`.
 */
export function GroupDialogOnDemand(props: CreateGroupDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen)
  if (props.isOpen && !hasOpened) setHasOpened(true)
  if (!hasOpened) return null
  return (
    <Suspense fallback={null}>
      <CreateGroupDialog {...props} />
    </Suspense>
  )
}
